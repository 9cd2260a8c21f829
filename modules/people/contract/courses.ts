import type { LocalizedText as Labels } from "../../../core/i18n/localized-text.js";

/**
 * The training-area list of degree courses (spec §3 "Dictionaries": "A training-area list of degree courses exists in
 * three languages. It ends with an 'another course' entry that opens a free-text field"). The value is stored on the
 * worker as `course`; `another` asks for `courseOther`. Isomorphic data only.
 */
export const ANOTHER_COURSE = "another";

/** In display order; `another` is last, as the spec asks. */
export const COURSE_LABELS = [
  ["administration", { en: "Business Administration", "pt-BR": "Administração", es: "Administración de Empresas" }],
  ["accounting", { en: "Accounting", "pt-BR": "Ciências Contábeis", es: "Contabilidad" }],
  ["advertising", { en: "Advertising", "pt-BR": "Publicidade e Propaganda", es: "Publicidad" }],
  ["agronomy", { en: "Agronomy", "pt-BR": "Agronomia", es: "Agronomía" }],
  ["architecture", { en: "Architecture and Urbanism", "pt-BR": "Arquitetura e Urbanismo", es: "Arquitectura" }],
  ["biology", { en: "Biology", "pt-BR": "Ciências Biológicas", es: "Biología" }],
  ["biomedicine", { en: "Biomedicine", "pt-BR": "Biomedicina", es: "Biomedicina" }],
  ["chemistry", { en: "Chemistry", "pt-BR": "Química", es: "Química" }],
  ["chemical-engineering", { en: "Chemical Engineering", "pt-BR": "Engenharia Química", es: "Ingeniería Química" }],
  ["civil-engineering", { en: "Civil Engineering", "pt-BR": "Engenharia Civil", es: "Ingeniería Civil" }],
  [
    "computer-engineering",
    { en: "Computer Engineering", "pt-BR": "Engenharia de Computação", es: "Ingeniería en Computación" },
  ],
  ["computer-science", { en: "Computer Science", "pt-BR": "Ciência da Computação", es: "Ciencias de la Computación" }],
  ["data-science", { en: "Data Science", "pt-BR": "Ciência de Dados", es: "Ciencia de Datos" }],
  ["dentistry", { en: "Dentistry", "pt-BR": "Odontologia", es: "Odontología" }],
  ["design", { en: "Design", "pt-BR": "Design", es: "Diseño" }],
  ["economics", { en: "Economics", "pt-BR": "Ciências Econômicas", es: "Economía" }],
  ["education", { en: "Education", "pt-BR": "Pedagogia", es: "Pedagogía" }],
  [
    "electrical-engineering",
    { en: "Electrical Engineering", "pt-BR": "Engenharia Elétrica", es: "Ingeniería Eléctrica" },
  ],
  [
    "environmental-engineering",
    { en: "Environmental Engineering", "pt-BR": "Engenharia Ambiental", es: "Ingeniería Ambiental" },
  ],
  ["fashion", { en: "Fashion Design", "pt-BR": "Moda", es: "Diseño de Modas" }],
  ["gastronomy", { en: "Gastronomy", "pt-BR": "Gastronomia", es: "Gastronomía" }],
  ["geography", { en: "Geography", "pt-BR": "Geografia", es: "Geografía" }],
  ["history", { en: "History", "pt-BR": "História", es: "Historia" }],
  ["hospitality", { en: "Hospitality Management", "pt-BR": "Hotelaria", es: "Hotelería" }],
  [
    "human-resources",
    { en: "Human Resources Management", "pt-BR": "Gestão de Recursos Humanos", es: "Gestión de Recursos Humanos" },
  ],
  [
    "information-systems",
    { en: "Information Systems", "pt-BR": "Sistemas de Informação", es: "Sistemas de Información" },
  ],
  [
    "international-relations",
    { en: "International Relations", "pt-BR": "Relações Internacionais", es: "Relaciones Internacionales" },
  ],
  ["journalism", { en: "Journalism", "pt-BR": "Jornalismo", es: "Periodismo" }],
  ["languages", { en: "Languages and Literature", "pt-BR": "Letras", es: "Letras" }],
  ["law", { en: "Law", "pt-BR": "Direito", es: "Derecho" }],
  ["logistics", { en: "Logistics", "pt-BR": "Logística", es: "Logística" }],
  ["marketing", { en: "Marketing", "pt-BR": "Marketing", es: "Marketing" }],
  ["mathematics", { en: "Mathematics", "pt-BR": "Matemática", es: "Matemáticas" }],
  [
    "mechanical-engineering",
    { en: "Mechanical Engineering", "pt-BR": "Engenharia Mecânica", es: "Ingeniería Mecánica" },
  ],
  ["medicine", { en: "Medicine", "pt-BR": "Medicina", es: "Medicina" }],
  ["music", { en: "Music", "pt-BR": "Música", es: "Música" }],
  ["nursing", { en: "Nursing", "pt-BR": "Enfermagem", es: "Enfermería" }],
  ["nutrition", { en: "Nutrition", "pt-BR": "Nutrição", es: "Nutrición" }],
  ["pharmacy", { en: "Pharmacy", "pt-BR": "Farmácia", es: "Farmacia" }],
  ["philosophy", { en: "Philosophy", "pt-BR": "Filosofia", es: "Filosofía" }],
  ["physical-education", { en: "Physical Education", "pt-BR": "Educação Física", es: "Educación Física" }],
  ["physics", { en: "Physics", "pt-BR": "Física", es: "Física" }],
  ["physiotherapy", { en: "Physiotherapy", "pt-BR": "Fisioterapia", es: "Fisioterapia" }],
  [
    "production-engineering",
    { en: "Production Engineering", "pt-BR": "Engenharia de Produção", es: "Ingeniería Industrial" },
  ],
  ["psychology", { en: "Psychology", "pt-BR": "Psicologia", es: "Psicología" }],
  ["public-relations", { en: "Public Relations", "pt-BR": "Relações Públicas", es: "Relaciones Públicas" }],
  ["social-work", { en: "Social Work", "pt-BR": "Serviço Social", es: "Trabajo Social" }],
  ["sociology", { en: "Social Sciences", "pt-BR": "Ciências Sociais", es: "Sociología" }],
  [
    "software-engineering",
    { en: "Software Engineering", "pt-BR": "Engenharia de Software", es: "Ingeniería de Software" },
  ],
  ["statistics", { en: "Statistics", "pt-BR": "Estatística", es: "Estadística" }],
  ["tourism", { en: "Tourism", "pt-BR": "Turismo", es: "Turismo" }],
  ["veterinary", { en: "Veterinary Medicine", "pt-BR": "Medicina Veterinária", es: "Medicina Veterinaria" }],
  [ANOTHER_COURSE, { en: "Another course", "pt-BR": "Outro curso", es: "Otra carrera" }],
] as const satisfies ReadonlyArray<readonly [string, Labels]>;

export const COURSES = COURSE_LABELS.map(([value]) => value);
export type Course = (typeof COURSE_LABELS)[number][0];
