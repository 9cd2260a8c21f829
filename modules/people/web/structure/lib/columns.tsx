import { useIntl } from "react-intl";
import type { Department, GeneralRole, Office, Role } from "../../../contract/structure.js";
import { type DataColumn } from "@web/kit";
import type { DetailRow } from "../components/StructureItem/index.js";
import type { DepartmentInput, GeneralRoleInput, OfficeInput, RoleInput } from "../../../contract/structure.js";
import * as css from "../structure.css.js";

/** Form values from stored items. */
export const toDepartmentInput = (d: Department): DepartmentInput => ({
  name: d.name,
  ...(d.description ? { description: d.description } : {}),
  ...(d.managerWorkerId ? { managerWorkerId: d.managerWorkerId } : {}),
});
export const toOfficeInput = (o: Office): OfficeInput => ({
  name: o.name,
  ...(o.address ? { address: o.address } : {}),
});
export const toRoleInput = (r: Role): RoleInput => ({ name: r.name, levelAccess: r.levelAccess });
export const toGeneralRoleInput = (g: GeneralRole): GeneralRoleInput => ({
  name: g.name,
  ...(g.description ? { description: g.description } : {}),
});

/** A role's access level as a badge (spec §6 labels: Administrator, Manager, Employee). */
export function LevelBadge({ level }: { level: Role["levelAccess"] }) {
  const intl = useIntl();
  return <span className={`${css.badge} ${css.level[level]}`}>{intl.formatMessage({ id: `level.${level}` })}</span>;
}

/** An office's address on one line. */
export function addressLine(address: Office["address"]): string {
  if (!address) return "";
  const street = [address.street, address.number].filter(Boolean).join(", ");
  return [street, address.complement, address.district, address.city, address.state, address.zipcode]
    .filter(Boolean)
    .join(" · ");
}

export function useDescriptionColumn<T extends { description?: string }>(): DataColumn<T & { id: string }> {
  const intl = useIntl();
  return {
    id: "description",
    header: intl.formatMessage({ id: "people.structure.description" }),
    cell: (item) => item.description ?? "",
  };
}

export function useDescriptionRow<T extends { description?: string }>(): DetailRow<T> {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: "people.structure.description" }),
    value: (item) => item.description || intl.formatMessage({ id: "people.company.notSet" }),
  };
}
