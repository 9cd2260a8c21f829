import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { DepartmentForm } from "../../components/StructureForms/index.js";
import { StructureList } from "../../components/StructureList/index.js";
import { toDepartmentInput, useDescriptionColumn } from "../../lib/columns.js";
import { departmentsKind } from "../../lib/kinds.js";

/** /company/departments */
export default function DepartmentsPage() {
  const description = useDescriptionColumn();
  return (
    <StructureList
      kind={departmentsKind}
      columns={[description]}
      Form={DepartmentForm}
      toInput={toDepartmentInput}
      header={<CompanyTabs />}
    />
  );
}
