export { PersonBadge as default } from "../NavBadge/index.js";
