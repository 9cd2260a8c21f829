import { permissions } from "../contract/index.js";

/** The parts of the definition routes need (kept apart so routes and index do not import each other). */
export const exampleModuleInfo = {
  id: "example",
  permissions: {
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.create]: ["admin", "revisor"],
    [permissions.remove]: ["admin"],
  },
} as const satisfies { id: string; permissions: Record<string, Array<"admin" | "revisor" | "requester">> };
