import type { PeopleAdmissions } from "../../contract/admissions.js";
import type { createWorkersService } from "./workers.service.js";

/**
 * `people.admissions` (contract/admissions.ts): a hire becomes a worker through the same `create` as
 * `POST /workers` (account, record, welcome mail, `people.worker.created`), so no second path to a worker exists.
 */
export function createPeopleAdmissions(
  workers: Pick<ReturnType<typeof createWorkersService>, "create">,
): PeopleAdmissions {
  return {
    async admit(ctx, input) {
      const worker = await workers.create(ctx, {
        name: input.firstName.trim(),
        ...(input.lastName?.trim() ? { lastName: input.lastName.trim() } : {}),
        email: input.email,
        startDateAtCompany: input.startDate,
        ...(input.departmentId ? { departmentId: input.departmentId } : {}),
        ...(input.officeId ? { officeId: input.officeId } : {}),
        ...(input.roleId ? { roleId: input.roleId } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
      });
      return { workerId: worker.id, userId: worker.userId };
    },
  };
}
