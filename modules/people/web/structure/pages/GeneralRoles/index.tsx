import { GeneralRoleForm } from "../../components/StructureForms/index.js";
import { StructureList } from "../../components/StructureList/index.js";
import { toGeneralRoleInput, useDescriptionColumn } from "../../lib/columns.js";
import { generalRolesKind } from "../../lib/kinds.js";

/** /general-roles (spec §2: admin, revisor): created, edited and removed in dialogs; there is no item page. */
export default function GeneralRolesPage() {
  const description = useDescriptionColumn();
  return (
    <StructureList
      kind={generalRolesKind}
      columns={[description]}
      Form={GeneralRoleForm}
      toInput={toGeneralRoleInput}
      itemLinks={false}
    />
  );
}
