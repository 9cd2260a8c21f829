import { useIntl } from "react-intl";
import { NumberField, TextField } from "@web/kit";
import * as css from "../../admin.css.js";
import type { LeaveType } from "../../lib/data.js";
import { LANGS } from "./form.js";
import type { SectionProps } from "./section-props.js";

/** The type's titles in the three languages, its color and its place in lists; the legal basis of a packed type. */
export function GeneralSection({ form, set, errors, type }: SectionProps & { type: LeaveType | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={css.section} aria-labelledby="leave-type-general">
      <h2 id="leave-type-general" className={css.sectionTitle}>
        {t("leave.types.general")}
      </h2>
      <div className={css.formGrid}>
        {LANGS.map((lang) => (
          <TextField
            key={lang}
            label={t(`leave.types.title.${lang}`)}
            value={form.title[lang]}
            onChange={(value) => set("title", { ...form.title, [lang]: value })}
            errorMessage={errors[lang]}
          />
        ))}
        <div className={css.colorRow}>
          <div className={css.grow}>
            <TextField
              label={t("leave.types.color")}
              description={t("leave.types.colorHint")}
              value={form.color}
              onChange={(value) => set("color", value)}
              errorMessage={errors.color}
            />
          </div>
          <span className={css.swatchLarge} style={{ background: form.color }} aria-hidden="true" />
        </div>
        <NumberField
          label={t("leave.types.order")}
          value={form.order}
          onChange={(n) => set("order", n)}
          minValue={0}
          maxValue={1000}
          errorMessage={errors.order}
        />
      </div>
      {type?.legalBasis && (
        <p className={css.hint}>
          {t("leave.types.legalBasis")}: {type.legalBasis}
        </p>
      )}
    </section>
  );
}
