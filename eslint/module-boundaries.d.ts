import type { ESLint, Rule } from "eslint";

export declare const moduleBoundaries: Rule.RuleModule;
export declare const KIT_ENTRIES: string[];
declare const plugin: ESLint.Plugin & { rules: { "module-boundaries": Rule.RuleModule } };
export default plugin;
