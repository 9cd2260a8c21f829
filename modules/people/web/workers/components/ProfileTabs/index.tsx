import { useIntl } from "react-intl";
import { employeeProfileTabs, SlotItem, Tabs, useSlot } from "@web/kit";

/**
 * A worker's profile with the tabs other modules add to it (the slot `employee.profile.tabs`, e.g. the leave
 * module's time off): the profile itself is the first tab, each contribution one more, labelled by its `label`
 * message and given the worker's and their user's ids. With no contribution, the profile alone, as before.
 */
export function ProfileTabs({
  worker,
  children,
}: {
  worker: { id: string; userId: string };
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const contributions = useSlot(employeeProfileTabs);
  if (contributions.length === 0) return <>{children}</>;
  const props = { workerId: worker.id, userId: worker.userId };
  return (
    <Tabs
      label={intl.formatMessage({ id: "people.profile.tabs" })}
      items={[
        { id: "profile", label: intl.formatMessage({ id: "people.profile.tabs.profile" }), content: children },
        ...contributions.map((item, i) => ({
          id: `${item.slot}-${i}`,
          label: item.label ? intl.formatMessage({ id: item.label }) : item.slot,
          content: <SlotItem item={item} props={props} />,
        })),
      ]}
    />
  );
}
