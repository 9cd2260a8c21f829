import { useIntl } from "react-intl";
import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { RoleForm } from "../../components/StructureForms/index.js";
import { StructureItem } from "../../components/StructureItem/index.js";
import { LevelBadge, toRoleInput } from "../../lib/columns.js";
import { rolesKind } from "../../lib/kinds.js";

/** /company/roles/:id */
export default function RolePage() {
  const intl = useIntl();
  return (
    <StructureItem
      kind={rolesKind}
      details={[
        {
          label: intl.formatMessage({ id: "people.structure.roles.levelAccess" }),
          value: (role) => <LevelBadge level={role.levelAccess} />,
        },
      ]}
      Form={RoleForm}
      toInput={toRoleInput}
      header={<CompanyTabs />}
    />
  );
}
