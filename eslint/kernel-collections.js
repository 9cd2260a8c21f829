// @ts-check
import path from "node:path";

/**
 * Modules never query the kernel's collections (ARCHITECTURE "A module", issue 11): the tenant's summary is on
 * `ctx.tenant`, people's names and memberships come from kernel services (core/auth/users.service.ts), and a module's
 * per-company settings live in a tenant-scoped collection of its own. So a module may not import the kernel's
 * models: the users, sessions, API keys, auth codes and attempts of core/auth, and the companies of tenants/.
 * Type-only imports are allowed (they leave no query behind).
 */
const KERNEL_MODELS = [
  "core/auth/users.model.",
  "core/auth/sessions.model.",
  "core/auth/api-keys.model.",
  "core/auth/auth-codes.model.",
  "core/auth/attempts.model.",
  "tenants/company.model.",
];

/** @type {import("eslint").Rule.RuleModule} */
export const noKernelCollections = {
  meta: {
    type: "problem",
    docs: { description: "Modules reach the kernel through ctx.tenant and kernel services, never its collections." },
    messages: {
      kernelCollection:
        "modules/{{module}} may not query the kernel's collections ({{target}}): use ctx.tenant, a kernel service, or a collection of the module's own.",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
  },
  create(context) {
    const root = /** @type {{ root?: string }} */ (context.options[0] ?? {}).root ?? context.cwd;
    const rel = (/** @type {string} */ file) => path.relative(root, file).split(path.sep).join("/");
    const file = rel(context.filename);
    const from = /^modules\/([^/]+)\//.exec(file);
    // tests arrange kernel state (a company's plan, a user's language) the way the kernel's own tests do
    if (!from || /^modules\/[^/]+\/test\//.test(file)) return {};

    /** @param {import("estree").Node & { source?: any; importKind?: string; exportKind?: string }} node */
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      if (node.importKind === "type" || node.exportKind === "type") return;
      const target = rel(path.resolve(path.dirname(context.filename), source.value));
      if (KERNEL_MODELS.some((model) => target.startsWith(model)))
        context.report({ node, messageId: "kernelCollection", data: { module: from[1], target } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "no-kernel-collections": noKernelCollections } };
