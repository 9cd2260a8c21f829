/**
 * `@web/kit/css`: what modules' vanilla-extract files (`*.css.ts`) use from the shell. Kept apart from `@web/kit`
 * so building a stylesheet does not evaluate React components.
 */
export { vars } from "../theme/theme.css.js";
