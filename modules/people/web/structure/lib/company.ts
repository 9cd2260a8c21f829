import { useSession } from "@web/kit";

// the company, its country and the people cache keys are shared with the worker pages
export { peopleKeys, useCompanyId, useCompanyProfile } from "../../workers/data.js";

/** Spec §2, §6: admins and managers change the company's structure; employees read it (the server enforces too). */
export function useCanWrite(): boolean {
  const { level } = useSession();
  return level === "admin" || level === "revisor";
}

/** Only admins define custom fields and import workers (people.fields.manage, people.workers.import). */
export function useIsAdmin(): boolean {
  return useSession().level === "admin";
}
