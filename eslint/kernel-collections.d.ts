import type { ESLint, Rule } from "eslint";

export declare const noKernelCollections: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { "no-kernel-collections": Rule.RuleModule } };
export default plugin;
