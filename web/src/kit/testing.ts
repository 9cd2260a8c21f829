/**
 * `@web/kit/testing`: the component-test helpers (web/README "Tests") for modules' web tests. Never imported by app
 * code: it brings msw and testing-library.
 */
export { errorBody, useMockApi } from "../testing/msw.js";
export { errorOf, press, renderPage, sessionView, submit, type, type RenderPageOptions } from "../testing/render.js";
export { loadMessages } from "../i18n/load-messages.js";
