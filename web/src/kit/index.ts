/**
 * `@web/kit`: the one entry through which modules' web code uses the shell (eslint/module-boundaries.js refuses any
 * other import of web/ from modules/<id>/web). Sibling entries: `@web/kit/define` for a module's web definition
 * (index.ts and its page lists, loaded with the app's first chunk), `@web/kit/css` for vanilla-extract files (theme
 * variables, no React) and `@web/kit/testing` for component tests.
 */

// module definition, pages and their navigation, slots (also on their own in `@web/kit/define`)
export * from "./define.js";
export { SlotHost, SlotItem, useSlot, type SlotHostProps } from "../app/SlotHost.js";

// the API
export { api, ApiError, messageOf, statusOf } from "../api/client.js";
export { fieldOfServerError, serverErrors, type ServerErrors } from "./server-errors.js";
// The server's error catalogue, for client-side messages in the server's words (spec §5). It moves to the modules'
// contracts later: this line is the one to change.
export { isErrorCode, messageFor, type ErrorCode } from "../../../core/errors/catalogue.js";
export { usePagedList, type ListPage, type PagedListOptions } from "./paged-list.js";

// session and language
export { SESSION_KEY, useCompanyToday, useSession, type Session, type SessionView } from "../auth/session.js";
export { FIRST_DAY_OF_WEEK, LOCALES } from "../i18n/locales.js";
export { useT, type MessageValues } from "./use-t.js";
export { contrastRatio, textOn } from "./colors.js";
export { realtime } from "../realtime/connection.js";
export { useFeatureFlag } from "../app/enabled-modules.js";

// layout and components
export { Page } from "../components/Page/index.js";
export * as shared from "../components/styles.css.js";
export { Button, ButtonLink, type ButtonProps } from "../components/Button/index.js";
export { Checkbox, type CheckboxProps } from "../components/Checkbox/index.js";
export { ChoiceGroup, type Choice, type ChoiceGroupProps } from "../components/ChoiceGroup/index.js";
export {
  DataTable,
  PAGE_SIZES,
  type DataColumn,
  type DataTableProps,
  type PageSize,
} from "../components/DataTable/index.js";
export {
  DatePicker,
  DateRangePicker,
  dateFormatOfCountry,
  exclusiveToInclusiveEnd,
  inclusiveToExclusiveEnd,
  quickRange,
  toDayRange,
  toPickerRange,
  QUICK_RANGES as DATE_QUICK_RANGES,
  type DatePickerCommonProps,
  type DayRange,
  type PickerRange,
  type QuickRange,
} from "../components/DatePicker/index.js";
export { Dialog } from "../components/Dialog/index.js";
export { KeysTable, type KeysTableProps, type ListedKey } from "../components/KeysTable/index.js";
export { FileUpload, MAX_FILE_BYTES, type FileUploadProps } from "../components/FileUpload/index.js";
export {
  applyMask,
  digitsOf,
  isMaskComplete,
  maskLength,
  MaskedField,
  type MaskedFieldProps,
} from "../components/MaskedField/index.js";
export { NumberField, type NumberFieldProps } from "../components/NumberField/index.js";
export { ProgressBar } from "../components/ProgressBar/index.js";
export { SEARCH_DEBOUNCE_MS, SearchField } from "../components/SearchField/index.js";
export { SelectField, type SelectFieldProps, type SelectOption } from "../components/SelectField/index.js";
export { LinkTabs, Tabs, type TabItem } from "../components/Tabs/index.js";
export { TextField, type FieldProps } from "../components/TextField/index.js";
export { notify } from "../components/Toasts/toasts.js";
export { default as NotFound } from "../pages/NotFound/index.js";

// forms
export {
  focusFirstInvalid,
  hasInvalidField,
  useFieldErrors,
  useValidators,
  type Verdict,
} from "../forms/validation.js";
