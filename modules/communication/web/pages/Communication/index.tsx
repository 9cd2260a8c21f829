import { useState } from "react";
import { useIntl } from "react-intl";
import type { NewsPost } from "../../../contract/index.js";
import { RichTextEditor } from "../../components/RichTextEditor/index.js";
import * as css from "../../news.css.js";
import {
  uploadNewsImage,
  useAudienceOptions,
  useCompanyId,
  useCreateNews,
  useNewsTable,
  useRemoveNews,
  useUpdateNews,
} from "../../queries.js";
import {
  ApiError,
  Button,
  Checkbox,
  ChoiceGroup,
  DataTable,
  DatePicker,
  messageOf,
  notify,
  Page,
  shared as styles,
  TextField,
  useFieldErrors,
  useT,
  useValidators,
} from "@web/kit";

const TITLE_MAX = 160;
type Field = "title" | "body" | "audience" | "sendDate";
type Ids = { departmentIds: string[]; officeIds: string[]; roleIds: string[] };
const EMPTY: Ids = { departmentIds: [], officeIds: [], roleIds: [] };

/** The text of editor HTML (to tell an empty post before asking the server). */
function hasContent(html: string): boolean {
  const probe = document.createElement("div");
  probe.innerHTML = html;
  return Boolean(probe.textContent?.trim()) || probe.querySelector("img") !== null;
}

/**
 * /communication (spec §2, admins): write a post in rich text with images, choose its audience (everyone, or
 * departments, offices and roles), send it now or schedule it; the list shows every post with its state, pin and read
 * count. The day and time of a scheduled post are read in the admin's own time zone.
 */
export default function CommunicationPage() {
  const intl = useIntl();
  const t = useT("communication");
  const v = useValidators();
  const companyId = useCompanyId();
  const audiences = useAudienceOptions();
  const table = useNewsTable();
  const fields = useFieldErrors<Field>();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [resetKey, setResetKey] = useState(0);
  const [who, setWho] = useState<"everyone" | "selected">("everyone");
  const [ids, setIds] = useState<Ids>(EMPTY);
  const [when, setWhen] = useState<"now" | "later">("now");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("09:00");
  const [pinned, setPinned] = useState(false);

  const create = useCreateNews({
    onSuccess: (post) => {
      notify("positive", post.status === "sent" ? t("form.sent", { count: post.recipients }) : t("form.scheduled"));
      setTitle("");
      setBody("");
      setResetKey((n) => n + 1);
      setIds(EMPTY);
      setWho("everyone");
      setWhen("now");
      setDay("");
      setPinned(false);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.field : undefined;
      fields.fail(field === "body" || field === "audience" || field === "sendDate" ? field : "title", messageOf(error));
    },
  });
  const update = useUpdateNews({ onSuccess: () => notify("positive", t("list.saved")) });
  const remove = useRemoveNews({ onSuccess: () => notify("positive", t("list.removed")) });

  const sendDate = () => {
    if (!day || !/^\d{2}:\d{2}$/.test(time)) return undefined;
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const [h, min] = time.split(":").map(Number) as [number, number];
    return new Date(y, m - 1, d, h, min);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = ids.departmentIds.length + ids.officeIds.length + ids.roleIds.length;
    const ok = fields.check({
      title: v.required(title) ?? v.maxLength(title, TITLE_MAX),
      body: hasContent(body) ? null : intl.formatMessage({ id: "validation.required" }),
      audience: who === "selected" && chosen === 0 ? intl.formatMessage({ id: "validation.required" }) : null,
      sendDate: when === "later" && !sendDate() ? t("form.pickDate") : null,
    });
    if (!ok) return;
    create.mutate({
      title: title.trim(),
      body,
      audience: who === "everyone" ? { everyone: true } : { everyone: false, ...ids },
      ...(when === "later" ? { sendDate: sendDate()!.toISOString() } : {}),
      ...(pinned ? { pinned: true } : {}),
    });
  };

  const toggle = (key: keyof Ids, id: string, on: boolean) =>
    setIds((current) => ({
      ...current,
      [key]: on ? [...current[key], id] : current[key].filter((x) => x !== id),
    }));

  const group = (key: keyof Ids, legend: string, options: Array<{ id: string; name: string }>) => (
    <fieldset className={css.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      {options.length === 0 && <p className={styles.muted}>{t("form.noneYet")}</p>}
      {options.map((option) => (
        <Checkbox
          key={option.id}
          isSelected={ids[key].includes(option.id)}
          onChange={(on) => toggle(key, option.id, on)}
        >
          {option.name}
        </Checkbox>
      ))}
    </fieldset>
  );

  const audienceOf = (post: NewsPost) =>
    post.audience.everyone
      ? t("audience.everyone")
      : t("audience.groups", {
          count: post.audience.departmentIds.length + post.audience.officeIds.length + post.audience.roleIds.length,
        });

  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <section className={styles.card} aria-labelledby="communication-form">
        <h2 id="communication-form">{t("form.heading")}</h2>
        <form noValidate onSubmit={submit} ref={fields.formRef}>
          <TextField label={t("form.title")} value={title} onChange={setTitle} errorMessage={fields.errors.title} />
          <RichTextEditor
            label={t("form.body")}
            onChange={setBody}
            uploadImage={(file) => uploadNewsImage(companyId, file)}
            errorMessage={fields.errors.body}
            resetKey={resetKey}
          />
          <ChoiceGroup
            label={t("form.audience")}
            choices={[
              { id: "everyone", label: t("form.everyone") },
              { id: "selected", label: t("form.selected") },
            ]}
            value={who}
            onChange={(value) => setWho(value as "everyone" | "selected")}
            errorMessage={fields.errors.audience}
          />
          {who === "selected" && audiences.data && (
            <div className={css.groups}>
              {group("departmentIds", t("form.departments"), audiences.data.departments)}
              {group("officeIds", t("form.offices"), audiences.data.offices)}
              {group("roleIds", t("form.roles"), audiences.data.roles)}
            </div>
          )}
          <ChoiceGroup
            label={t("form.when")}
            choices={[
              { id: "now", label: t("form.now") },
              { id: "later", label: t("form.later") },
            ]}
            value={when}
            onChange={(value) => setWhen(value as "now" | "later")}
          />
          {when === "later" && (
            <div className={styles.row}>
              <DatePicker
                label={t("form.date")}
                value={day}
                onChange={(value) => setDay(value ?? "")}
                errorMessage={fields.errors.sendDate}
              />
              <TextField label={t("form.time")} type="time" value={time} onChange={setTime} />
            </div>
          )}
          <Checkbox isSelected={pinned} onChange={setPinned}>
            {t("form.pinned")}
          </Checkbox>
          <div className={styles.row}>
            <Button type="submit" isDisabled={create.isPending}>
              {when === "later" ? t("form.schedule") : t("form.send")}
            </Button>
          </div>
        </form>
      </section>
      <DataTable<NewsPost>
        label={t("list.title")}
        rows={table.items}
        {...table.table}
        columns={[
          {
            id: "title",
            header: t("list.post"),
            isRowHeader: true,
            cell: (post) => (
              <>
                {post.pinned && <span className={css.badge}>{t("list.pinned")}</span>}
                {post.title}
              </>
            ),
          },
          {
            id: "status",
            header: t("list.status"),
            cell: (post) => t(`status.${post.status}`),
          },
          {
            id: "sendDate",
            header: t("list.sendDate"),
            cell: (post) => intl.formatDate(new Date(post.sendDate), { dateStyle: "medium", timeStyle: "short" }),
          },
          { id: "audience", header: t("list.audience"), cell: audienceOf },
          {
            id: "reads",
            header: t("list.reads"),
            cell: (post) => t("list.readCount", { reads: post.reads, recipients: post.recipients }),
          },
          {
            id: "actions",
            header: t("list.actions"),
            cell: (post) => (
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  aria-label={`${post.pinned ? t("list.unpin") : t("list.pin")}: ${post.title}`}
                  isDisabled={update.isPending}
                  onPress={() => update.mutate({ newsId: post.id, patch: { pinned: !post.pinned } })}
                >
                  {post.pinned ? t("list.unpin") : t("list.pin")}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${t("list.remove")}: ${post.title}`}
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(post.id)}
                >
                  {t("list.remove")}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </Page>
  );
}
