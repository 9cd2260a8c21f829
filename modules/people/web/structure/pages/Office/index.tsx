import { useIntl } from "react-intl";
import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { OfficeForm } from "../../components/StructureForms/index.js";
import { StructureItem } from "../../components/StructureItem/index.js";
import { addressLine, toOfficeInput } from "../../lib/columns.js";
import { officesKind } from "../../lib/kinds.js";

/** /company/offices/:id */
export default function OfficePage() {
  const intl = useIntl();
  return (
    <StructureItem
      kind={officesKind}
      details={[
        {
          label: intl.formatMessage({ id: "people.structure.offices.address" }),
          value: (office) => addressLine(office.address) || intl.formatMessage({ id: "people.company.notSet" }),
        },
      ]}
      Form={OfficeForm}
      toInput={toOfficeInput}
      header={<CompanyTabs />}
    />
  );
}
