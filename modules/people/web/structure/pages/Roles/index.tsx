import { useIntl } from "react-intl";
import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { RoleForm } from "../../components/StructureForms/index.js";
import { StructureList } from "../../components/StructureList/index.js";
import { LevelBadge, toRoleInput } from "../../lib/columns.js";
import { rolesKind } from "../../lib/kinds.js";

/** /company/roles: each role carries the access level its people get (spec §3 "Role": levelAccess). */
export default function RolesPage() {
  const intl = useIntl();
  return (
    <StructureList
      kind={rolesKind}
      columns={[
        {
          id: "levelAccess",
          header: intl.formatMessage({ id: "people.structure.roles.levelAccess" }),
          cell: (role) => <LevelBadge level={role.levelAccess} />,
        },
      ]}
      Form={RoleForm}
      toInput={toRoleInput}
      header={<CompanyTabs />}
    />
  );
}
