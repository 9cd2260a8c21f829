import { useEffect, useState } from "react";
import {
  FieldError,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField as AriaTextField,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { useSearch } from "wouter";
import { messageFor, api, messageOf, Button, Page, shared } from "@web/kit";
import type { PublicSurvey, SurveyAnswers } from "../../../contract/termination-survey.js";
import { usePeopleLocale } from "../data.js";
import * as styles from "../workers.css.js";

type State =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; survey: PublicSurvey }
  | { kind: "done" };

/**
 * /termination-survey (spec §2 public route, §7 POST /termination-survey, §9 scores 1 to 10 plus yes/no): the exit
 * survey a terminated worker opens from the mailed link (`?token=`). No sign-in. An invalid, expired or used link
 * shows the server's catalogue message; answering shows a thank-you.
 */
export default function TerminationSurveyPage() {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    if (!token) return setState({ kind: "failed", message: messageFor("AUTH_LINK_INVALID", locale) });
    let live = true;
    api
      .get("/api/termination-survey", { query: { token } })
      .then((survey) => live && setState({ kind: "ready", survey: survey as PublicSurvey }))
      .catch((error: unknown) => live && setState({ kind: "failed", message: messageOf(error) }));
    return () => {
      live = false;
    };
    // the words of a refusal follow the language of the visit; the token is what is read
  }, [token, locale]);

  const title = intl.formatMessage({ id: "people.survey.title" });
  return (
    <Page title={title}>
      <div className={styles.narrow}>
        {state.kind === "loading" && (
          <p role="status" className={shared.muted}>
            {intl.formatMessage({ id: "app.loading" })}
          </p>
        )}
        {state.kind === "failed" && (
          <p role="alert" className={styles.notice.danger}>
            {state.message}
          </p>
        )}
        {state.kind === "done" && (
          <section role="status">
            <h2>{intl.formatMessage({ id: "people.survey.thanksTitle" })}</h2>
            <p>{intl.formatMessage({ id: "people.survey.thanksBody" })}</p>
          </section>
        )}
        {state.kind === "ready" && (
          <SurveyForm
            survey={state.survey}
            token={token}
            onDone={() => setState({ kind: "done" })}
            onGone={(message) => setState({ kind: "failed", message })}
          />
        )}
      </div>
    </Page>
  );
}

function SurveyForm({
  survey,
  token,
  onDone,
  onGone,
}: {
  survey: PublicSurvey;
  token: string;
  onDone: () => void;
  /** The link stopped working meanwhile (answered in another tab, expired). */
  onGone: (message: string) => void;
}) {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const scores = Array.from({ length: survey.scoreMax - survey.scoreMin + 1 }, (_, i) => String(survey.scoreMin + i));

  const answer = (id: string, value: string) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setMissing((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  };

  const submit = async () => {
    const unanswered = new Set(survey.questions.filter((q) => !answers[q.id]).map((q) => q.id));
    setMissing(unanswered);
    if (unanswered.size > 0) {
      // the first unanswered question takes the focus
      setTimeout(
        () => document.querySelector<HTMLElement>('[role="radiogroup"][aria-invalid="true"] input')?.focus(),
        0,
      );
      return;
    }
    const body: SurveyAnswers = { scores: {} as SurveyAnswers["scores"], yesNo: {} as SurveyAnswers["yesNo"] };
    for (const q of survey.questions) {
      if (q.kind === "score") (body.scores as Record<string, number>)[q.id] = Number(answers[q.id]);
      else (body.yesNo as Record<string, boolean>)[q.id] = answers[q.id] === "yes";
    }
    if (comment.trim()) body.comment = comment.trim();
    setPending(true);
    try {
      await api.post("/api/termination-survey", { body: { token, answers: body } });
      onDone();
    } catch (error) {
      onGone(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const selection = intl.formatMessage({ id: "validation.selection" });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{intl.formatMessage({ id: "people.survey.greeting" }, { name: survey.firstName })}</h2>
      <p>{intl.formatMessage({ id: "people.survey.intro" }, { company: survey.companyName })}</p>
      <p className={styles.subtle}>
        {intl.formatMessage(
          { id: "people.survey.expires" },
          { date: intl.formatDate(survey.expiresAt, { dateStyle: "long" }) },
        )}
      </p>
      {survey.questions.map((q, index) => {
        const label = `${index + 1}. ${q.label[locale] ?? q.label.en}`;
        const invalid = missing.has(q.id);
        return q.kind === "score" ? (
          <RadioGroup
            key={q.id}
            className={styles.question}
            orientation="horizontal"
            value={answers[q.id] ?? null}
            onChange={(value) => answer(q.id, value)}
            isInvalid={invalid}
            isRequired
          >
            <Label className={shared.label}>{label}</Label>
            <Text slot="description" className={shared.description}>
              {intl.formatMessage({ id: "people.survey.scale" }, { min: survey.scoreMin, max: survey.scoreMax })}
            </Text>
            <div className={styles.scores}>
              {scores.map((score) => (
                <Radio key={score} value={score} className={styles.score}>
                  {score}
                </Radio>
              ))}
            </div>
            <FieldError className={shared.errorText}>{selection}</FieldError>
          </RadioGroup>
        ) : (
          <RadioGroup
            key={q.id}
            className={styles.question}
            orientation="horizontal"
            value={answers[q.id] ?? null}
            onChange={(value) => answer(q.id, value)}
            isInvalid={invalid}
            isRequired
          >
            <Label className={shared.label}>{label}</Label>
            <div className={styles.yesNoRow}>
              <Radio value="yes" className={styles.yesNo}>
                {intl.formatMessage({ id: "common.yes" })}
              </Radio>
              <Radio value="no" className={styles.yesNo}>
                {intl.formatMessage({ id: "common.no" })}
              </Radio>
            </div>
            <FieldError className={shared.errorText}>{selection}</FieldError>
          </RadioGroup>
        );
      })}
      <AriaTextField value={comment} onChange={setComment} className={shared.field}>
        <Label className={shared.label}>{intl.formatMessage({ id: "people.survey.comment" })}</Label>
        <TextArea className={styles.textarea} maxLength={2000} />
      </AriaTextField>
      <p className={styles.subtle}>{intl.formatMessage({ id: "people.survey.privacy" })}</p>
      <div className={styles.formFooter}>
        <Button type="submit" isPending={pending} isDisabled={pending}>
          {intl.formatMessage({ id: "people.survey.submit" })}
        </Button>
      </div>
    </form>
  );
}
