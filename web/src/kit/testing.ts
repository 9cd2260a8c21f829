/**
 * `@web/kit/testing`: the component-test helpers (web/README "Tests") for modules' web tests. Never imported by app
 * code: it brings msw and testing-library.
 */
export { errorBody, useMockApi } from "../testing/msw.js";
export {
  dateGroup,
  errorOf,
  errorOfDate,
  press,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
  type RenderPageOptions,
} from "../testing/render.js";
export { loadMessages } from "../i18n/load-messages.js";
