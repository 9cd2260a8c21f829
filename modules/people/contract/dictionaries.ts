import { localized as l, type LocalizedText } from "../../../core/i18n/localized-text.js";
import { Type, type Static } from "typebox";
import { COURSE_LABELS } from "./courses.js";
import {
  DISABILITIES,
  EDUCATION_LEVELS,
  GENDERS,
  MARITAL_STATUSES,
  RACES,
  SEXUAL_ORIENTATIONS,
  TERMINATION_TYPES,
} from "./workers.js";

/**
 * The people dictionaries (spec §3 "Dictionaries") with their labels in the product's three languages, shared by
 * the web app (selects), the server (the import reads labels as well as values) and `GET /dictionaries`.
 * Isomorphic: data and pure functions only.
 */
export const PEOPLE_LOCALES = ["en", "pt-BR", "es"] as const;
export type PeopleLocale = (typeof PEOPLE_LOCALES)[number];
export type Labels = LocalizedText;

/** One choice of a dictionary: the stored value and its label per language. */
export interface DictionaryEntry<V extends string = string> {
  value: V;
  label: Labels;
}

/** Builds a dictionary in the order of its values, with a label for every value (checked by the compiler). */
function dictionary<V extends string>(
  values: readonly V[],
  labels: Record<V, Labels>,
): ReadonlyArray<DictionaryEntry<V>> {
  return values.map((value) => ({ value, label: labels[value] }));
}

const NOT_ANSWER = l("Prefer not to answer", "Prefiro não responder", "Prefiero no responder");

export const DICTIONARIES = {
  gender: dictionary(GENDERS, {
    male: l("Male", "Masculino", "Masculino"),
    female: l("Female", "Feminino", "Femenino"),
    agender: l("Agender", "Agênero", "Agénero"),
    transMan: l("Trans man", "Homem trans", "Hombre trans"),
    transWoman: l("Trans woman", "Mulher trans", "Mujer trans"),
    other: l("Other", "Outro", "Otro"),
    "not-answer": NOT_ANSWER,
  }),
  maritalStatus: dictionary(MARITAL_STATUSES, {
    Married: l("Married", "Casado(a)", "Casado(a)"),
    Single: l("Single", "Solteiro(a)", "Soltero(a)"),
    Divorced: l("Divorced", "Divorciado(a)", "Divorciado(a)"),
    Widowed: l("Widowed", "Viúvo(a)", "Viudo(a)"),
    Others: l("Others", "Outros", "Otros"),
  }),
  race: dictionary(RACES, {
    asian: l("Asian", "Amarela", "Asiática"),
    white: l("White", "Branca", "Blanca"),
    black: l("Black", "Preta", "Negra"),
    brown: l("Brown (mixed)", "Parda", "Morena (mestiza)"),
    indigenous: l("Indigenous", "Indígena", "Indígena"),
    "not-answer": NOT_ANSWER,
    other: l("Other", "Outra", "Otra"),
  }),
  disability: dictionary(DISABILITIES, {
    visual: l("Visual", "Visual", "Visual"),
    physics: l("Physical", "Física", "Física"),
    hearing: l("Hearing", "Auditiva", "Auditiva"),
    intellectual: l("Intellectual", "Intelectual", "Intelectual"),
    Psychosocial: l("Psychosocial", "Psicossocial", "Psicosocial"),
    other: l("Other", "Outra", "Otra"),
    notApplicable: l("Not applicable", "Não se aplica", "No aplica"),
  }),
  sexualOrientation: dictionary(SEXUAL_ORIENTATIONS, {
    asexual: l("Asexual", "Assexual", "Asexual"),
    bisexual: l("Bisexual", "Bissexual", "Bisexual"),
    gay: l("Gay", "Gay", "Gay"),
    lesbian: l("Lesbian", "Lésbica", "Lesbiana"),
    pansexual: l("Pansexual", "Pansexual", "Pansexual"),
    heterosexual: l("Heterosexual", "Heterossexual", "Heterosexual"),
    "not-answer": NOT_ANSWER,
    other: l("Other", "Outra", "Otra"),
  }),
  educationLevel: dictionary(EDUCATION_LEVELS, {
    middle: l("Secondary school", "Ensino médio", "Educación secundaria"),
    "tec-uncomplete": l("Technical course (incomplete)", "Curso técnico incompleto", "Curso técnico incompleto"),
    "tec-complete": l("Technical course (complete)", "Curso técnico completo", "Curso técnico completo"),
    "high-uncomplete": l(
      "Higher education (incomplete)",
      "Ensino superior incompleto",
      "Educación superior incompleta",
    ),
    "high-complete": l("Higher education (complete)", "Ensino superior completo", "Educación superior completa"),
    "post-grade-uncomplete": l("Postgraduate (incomplete)", "Pós-graduação incompleta", "Posgrado incompleto"),
    "post-grade-complete": l("Postgraduate (complete)", "Pós-graduação completa", "Posgrado completo"),
    "master-uncomplete": l("Master's degree (incomplete)", "Mestrado incompleto", "Maestría incompleta"),
    "master-complete": l("Master's degree (complete)", "Mestrado completo", "Maestría completa"),
    "phd-uncomplete": l("Doctorate (incomplete)", "Doutorado incompleto", "Doctorado incompleto"),
    "phd-complete": l("Doctorate (complete)", "Doutorado completo", "Doctorado completo"),
  }),
  terminationType: dictionary(TERMINATION_TYPES, {
    involuntary: l("Involuntary", "Involuntário", "Involuntaria"),
    voluntary: l("Voluntary", "Voluntário", "Voluntaria"),
    others: l("Others", "Outros", "Otros"),
  }),
  /** Ends with `another`, which asks for the free text `courseOther`. */
  course: COURSE_LABELS.map(([value, label]) => ({ value, label: { ...label } })),
} as const satisfies Record<string, ReadonlyArray<DictionaryEntry>>;

export type DictionaryId = keyof typeof DICTIONARIES;
export const DICTIONARY_IDS = Object.keys(DICTIONARIES) as DictionaryId[];

/** A dictionary's choices in one language, in display order. */
export function dictionaryOptions(id: DictionaryId, locale: PeopleLocale): Array<{ value: string; label: string }> {
  return DICTIONARIES[id].map((entry) => ({ value: entry.value, label: entry.label[locale] ?? entry.label.en }));
}

/** The label of a stored value in one language; the value itself when the dictionary does not know it. */
export function dictionaryLabel(id: DictionaryId, value: string, locale: PeopleLocale): string {
  const entry = (DICTIONARIES[id] as ReadonlyArray<DictionaryEntry>).find((e) => e.value === value);
  return entry ? (entry.label[locale] ?? entry.label.en) : value;
}

/** Lower case without accents or surrounding blanks: how typed text is compared with values and labels. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
}

/**
 * The stored value a person typed, matching the value or its label in any language, without regard to case or
 * accents ("Solteiro(a)", "single", "SINGLE" -> "Single"); undefined when nothing matches.
 */
export function findDictionaryValue(id: DictionaryId, text: string): string | undefined {
  const typed = foldText(text);
  if (!typed) return undefined;
  for (const entry of DICTIONARIES[id] as ReadonlyArray<DictionaryEntry>) {
    if (foldText(entry.value) === typed) return entry.value;
    if (Object.values(entry.label).some((label) => foldText(label) === typed)) return entry.value;
  }
  return undefined;
}

// --- GET /dictionaries
export const DictionariesQuery = Type.Object(
  { locale: Type.Optional(Type.String({ enum: [...PEOPLE_LOCALES] })) },
  { additionalProperties: false },
);
export type DictionariesQuery = Static<typeof DictionariesQuery>;

const Options = Type.Array(Type.Object({ value: Type.String(), label: Type.String() }));
export const DictionariesResponse = Type.Object(
  {
    locale: Type.String(),
    dictionaries: Type.Object(
      Object.fromEntries(DICTIONARY_IDS.map((id) => [id, Options])) as Record<DictionaryId, typeof Options>,
    ),
  },
  // the real English answer
  {
    examples: [
      { locale: "en", dictionaries: Object.fromEntries(DICTIONARY_IDS.map((id) => [id, dictionaryOptions(id, "en")])) },
    ],
  },
);
export type DictionariesResponse = Static<typeof DictionariesResponse>;
