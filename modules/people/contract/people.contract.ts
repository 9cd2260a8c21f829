import { defineContract } from "../../../core/modules/contract.js";
import { peopleEventRefs } from "./events.js";
import { peopleErrors } from "./errors.js";
import { peoplePermissions } from "./permissions.js";
import { structurePermissions } from "./structure.js";
import { workerPermissions } from "./workers.js";

const ALL = ["admin", "revisor", "requester"] as const;

/** The people module's contract: its permissions with their levels (spec §2), its error codes and its events. */
export const peopleContract = defineContract({
  id: "people",
  permissions: {
    // spec §2 "/company ... all": every level reads the structure; admins and managers edit it
    [structurePermissions.read]: [...ALL],
    [structurePermissions.write]: ["admin", "revisor"],
    // spec §2 "/workers and /workers/{id}: all"; what each level reads of a worker is field access's
    // (contract/field-access.ts)
    [workerPermissions.directory]: [...ALL],
    [workerPermissions.read]: ["admin", "revisor"],
    [workerPermissions.write]: ["admin", "revisor"],
    [workerPermissions.manage]: ["admin"],
    [workerPermissions.terminate]: ["admin"],
    [peoplePermissions.basicRead]: [...ALL],
    [peoplePermissions.selfWrite]: [...ALL],
    [peoplePermissions.fieldsManage]: ["admin"],
    // spec §2: the org chart route is for admin and revisor
    [peoplePermissions.reportsRead]: ["admin", "revisor"],
    [peoplePermissions.surveysWrite]: ["admin"],
    [peoplePermissions.workersImport]: ["admin"],
  },
  errors: peopleErrors,
  events: peopleEventRefs,
});
