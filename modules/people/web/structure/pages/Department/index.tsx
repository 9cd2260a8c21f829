import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { DepartmentForm } from "../../components/StructureForms/index.js";
import { StructureItem } from "../../components/StructureItem/index.js";
import { toDepartmentInput, useDescriptionRow } from "../../lib/columns.js";
import { departmentsKind } from "../../lib/kinds.js";

/** /company/departments/:id */
export default function DepartmentPage() {
  const description = useDescriptionRow();
  return (
    <StructureItem
      kind={departmentsKind}
      details={[description]}
      Form={DepartmentForm}
      toInput={toDepartmentInput}
      header={<CompanyTabs />}
    />
  );
}
