import { useQuery } from "@tanstack/react-query";
import { api, useSession } from "@web/kit";
import { addDays } from "../../../../../core/dates/calendar-days.js";
import { leaveKeys } from "../lib/data.js";

/** The leaves touching today..today+6 (the team calendar's data: a requester does not see colleagues' types). */
export function useWeekAway(today: string) {
  const companyId = useSession().company?.id ?? "";
  return useQuery({
    queryKey: [...leaveKeys.calendar(companyId), "home", today],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/calendar", {
        params: { companyId },
        query: { from: today, to: addDays(today, 6), scope: "company" },
      }),
  });
}

/** The company country's holidays from today, this year and the next (the year may end within the window). */
export function useUpcomingHolidays(today: string) {
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const countryId = session.company?.countryId ?? "";
  const year = Number(today.slice(0, 4));
  return useQuery({
    queryKey: [...leaveKeys.holidays(companyId, countryId), "home", today],
    enabled: Boolean(companyId && countryId),
    meta: { quiet: true },
    queryFn: async () => {
      const years = await Promise.all(
        [year, year + 1].map((y) =>
          api.get("/api/companies/{companyId}/holidays/{countryId}", {
            params: { companyId, countryId },
            query: { year: y },
          }),
        ),
      );
      return years.flatMap((y) => y.items).filter((h) => h.date >= today);
    },
  });
}
