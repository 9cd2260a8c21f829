import { useIntl } from "react-intl";
import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { OfficeForm } from "../../components/StructureForms/index.js";
import { StructureList } from "../../components/StructureList/index.js";
import { addressLine, toOfficeInput } from "../../lib/columns.js";
import { officesKind } from "../../lib/kinds.js";

/** /company/offices */
export default function OfficesPage() {
  const intl = useIntl();
  return (
    <StructureList
      kind={officesKind}
      columns={[
        {
          id: "address",
          header: intl.formatMessage({ id: "people.structure.offices.address" }),
          cell: (office) => addressLine(office.address),
        },
      ]}
      Form={OfficeForm}
      toInput={toOfficeInput}
      header={<CompanyTabs />}
    />
  );
}
