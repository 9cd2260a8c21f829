import { createContext, useContext } from "react";
import type { WebModuleDefinition } from "../../modules.js";

/**
 * The web modules the app mounts (modules/web.ts), handed down by the app (and by the test renderer) rather than
 * imported by the kit: module code imports the kit, so the kit importing the registry would be a cycle.
 */
const WebModulesContext = createContext<readonly WebModuleDefinition[]>([]);

export const WebModulesProvider = WebModulesContext.Provider;

/** The mounted web modules; empty outside a provider. */
export function useWebModules(): readonly WebModuleDefinition[] {
  return useContext(WebModulesContext);
}
