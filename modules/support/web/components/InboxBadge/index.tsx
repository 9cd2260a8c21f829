export { InboxBadge as default } from "../NavBadge/index.js";
