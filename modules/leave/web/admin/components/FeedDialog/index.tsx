import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, Button, Dialog, messageOf, notify, TextField } from "@web/kit";
import * as css from "../../admin.css.js";
import { useCompanyId } from "../../lib/data.js";

/**
 * "Subscribe (iCal)" (issue 12): makes the person's secret feed address (`POST /leave/calendar-feed`, issue 5) and
 * shows it to copy into a calendar app. Only a hash of its secret is kept, so the address is shown once; making a new
 * one stops the previous.
 */
export function FeedButton() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const [isOpen, setOpen] = useState(false);
  const feed = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/companies/{companyId}/leave/calendar-feed", { params: { companyId }, body: {} }),
    onError: (error) => notify("negative", messageOf(error)),
  });
  const close = () => {
    setOpen(false);
    feed.reset();
  };
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      notify("positive", intl.formatMessage({ id: "leave.calendar.feed.copied" }));
    } catch {
      notify("negative", intl.formatMessage({ id: "leave.calendar.feed.copyFailed" }));
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {intl.formatMessage({ id: "leave.calendar.feed.subscribe" })}
      </Button>
      <Dialog title={intl.formatMessage({ id: "leave.calendar.feed.title" })} isOpen={isOpen} onClose={close}>
        <p className={css.hint}>{intl.formatMessage({ id: "leave.calendar.feed.hint" })}</p>
        {feed.data && (
          <TextField label={intl.formatMessage({ id: "leave.calendar.feed.url" })} value={feed.data.url} isReadOnly />
        )}
        <div className={css.actions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage({ id: "common.close" })}
          </Button>
          {feed.data ? (
            <Button onPress={() => void copy()}>{intl.formatMessage({ id: "leave.calendar.feed.copy" })}</Button>
          ) : (
            <Button isDisabled={feed.isPending} onPress={() => feed.mutate()}>
              {intl.formatMessage({ id: "leave.calendar.feed.create" })}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}
