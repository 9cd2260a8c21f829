/** The parts of the definition the routes need (kept apart so routes and the definition do not import each other). */
export const auditModuleInfo = {
  id: "audit",
  // issue 3: "readable by admins"
  permissions: { "audit.log.read": ["admin"] },
} as const satisfies { id: string; permissions: Record<string, Array<"admin" | "revisor" | "requester">> };

export const permissions = { read: "audit.log.read" } as const;
