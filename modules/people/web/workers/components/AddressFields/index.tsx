import { useRef } from "react";
import { useIntl } from "react-intl";
import { api, MaskedField, TextField } from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import { REQUIRED_ADDRESS_FIELDS } from "../../../../contract/workers.js";
import { useCompanyId } from "../../data.js";
import { useErrorText } from "../../lib/error-text.js";
import type { AddressDraft, DraftErrors } from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";

/** Spec §7: the postal-code lookup is for Brazil only. */
const LOOKUP_COUNTRY = "br";

/**
 * A worker's address (spec §3 "Address"). The zipcode takes the country's mask (`##### - ###` for br, spec §5); a
 * complete Brazilian zipcode is looked up (spec §7) and fills street, district, city and state. A failed lookup is
 * only logged: the person types the address instead. Every field but complement is required unless the editor acts
 * as admin (spec §5); `required` says which rule applies.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  country,
  required,
}: {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors: DraftErrors;
  country: Country;
  required: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const companyId = useCompanyId();
  const latest = useRef(value);
  latest.current = value;
  const t = (id: string) => intl.formatMessage({ id: `people.address.${id}` });
  const isRequired = (field: string) => required && (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field);
  const set = (field: keyof AddressDraft) => (text: string) => onChange({ ...latest.current, [field]: text });

  const lookUp = async (zipcode: string) => {
    if (country.id !== LOOKUP_COUNTRY) return;
    try {
      const found = await api.get("/api/companies/{companyId}/postal-codes/{zipcode}", {
        params: { companyId, zipcode },
        query: { countryId: country.id },
      });
      // the zipcode may have changed while the answer travelled
      if (latest.current.zipcode !== zipcode) return;
      onChange({
        ...latest.current,
        street: found.street || latest.current.street,
        district: found.district || latest.current.district,
        city: found.city || latest.current.city,
        state: found.state || latest.current.state,
      });
    } catch (error) {
      // spec §7: lookup errors are only logged
      console.warn("postal-code lookup failed", error);
    }
  };

  const text = (field: Exclude<keyof AddressDraft, "zipcode">, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <TextField
        validationBehavior="aria"
        label={t(field)}
        value={value[field]}
        onChange={set(field)}
        isRequired={isRequired(field)}
        errorMessage={errorText(errors[`address.${field}`])}
        autoComplete={AUTOCOMPLETE[field]}
      />
    </div>
  );

  return (
    <div className={styles.grid}>
      <MaskedField
        label={t("zipcode")}
        mask={country.zipcodeMask}
        value={value.zipcode}
        onChange={set("zipcode")}
        onComplete={(zipcode) => void lookUp(zipcode)}
        isRequired={isRequired("zipcode")}
        errorMessage={errorText(errors["address.zipcode"])}
        description={country.id === LOOKUP_COUNTRY ? t("zipcodeHint") : undefined}
        autoComplete="postal-code"
      />
      {text("street", true)}
      {text("number")}
      {text("complement")}
      {text("district")}
      {text("city")}
      {text("state")}
    </div>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  street: "address-line1",
  complement: "address-line2",
  district: "address-level3",
  city: "address-level2",
  state: "address-level1",
};
