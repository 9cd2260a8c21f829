import type { FounderContract } from "./founder.schemas.js";

/**
 * The platform's initial service contract (version 1 of the terms, published on `effectiveDate`), in the three
 * languages of the product. It is written to the `contracts` collection the first time the terms are read; later
 * versions are published by the founder on /contract (tenants/README.md "Contracts"), never by editing this file.
 */
export const PLATFORM_CONTRACT: FounderContract = {
  version: "2026.1",
  effectiveDate: "2026-01-01",
  texts: {
    en: [
      {
        heading: "1. The service",
        body: "The platform provides people management to the contracting company: workers and their profiles, leave and approvals, time clock, documents, reports and the related notifications, through the web app, the API and embeddable widgets.",
      },
      {
        heading: "2. Plans and billing",
        body: "The company chooses a plan (Starter, Flash, Enterprise or Premium). Plans are charged monthly by the number of registered employees; features limited to a plan are available only while the company is on it. A plan change takes effect immediately and is recorded in the company's audit log.",
      },
      {
        heading: "3. Data and privacy",
        body: "The company is the controller of its people's data and the platform processes it on the company's behalf, under the LGPD and the data-protection laws of each country served. Sensitive personal data is shown only to the levels allowed to see it, and every change to people's data is audited.",
      },
      {
        heading: "4. Access and security",
        body: "Each person signs in with their own account; the company's administrators grant and remove access levels. The company keeps its credentials and API keys confidential and tells the platform of any suspected misuse.",
      },
      {
        heading: "5. Term and termination",
        body: "The contract runs month to month. When a company ends it, its records are removed from use and kept only as long as the law requires.",
      },
    ],
    "pt-BR": [
      {
        heading: "1. O serviço",
        body: "A plataforma oferece gestão de pessoas à empresa contratante: colaboradores e seus perfis, férias e aprovações, ponto, documentos, relatórios e as notificações relacionadas, pelo aplicativo web, pela API e por widgets incorporáveis.",
      },
      {
        heading: "2. Planos e cobrança",
        body: "A empresa escolhe um plano (Starter, Flash, Enterprise ou Premium). Os planos são cobrados mensalmente pelo número de colaboradores cadastrados; recursos limitados a um plano ficam disponíveis apenas enquanto a empresa estiver nele. A troca de plano vale imediatamente e fica registrada no log de auditoria da empresa.",
      },
      {
        heading: "3. Dados e privacidade",
        body: "A empresa é a controladora dos dados das suas pessoas e a plataforma os trata em nome dela, conforme a LGPD e as leis de proteção de dados de cada país atendido. Dados pessoais sensíveis são exibidos apenas aos níveis autorizados, e toda alteração nos dados das pessoas é auditada.",
      },
      {
        heading: "4. Acesso e segurança",
        body: "Cada pessoa entra com a própria conta; os administradores da empresa concedem e removem níveis de acesso. A empresa mantém suas credenciais e chaves de API em sigilo e avisa a plataforma de qualquer suspeita de uso indevido.",
      },
      {
        heading: "5. Vigência e rescisão",
        body: "O contrato vigora mês a mês. Quando a empresa o encerra, seus registros deixam de ser usados e são guardados apenas pelo tempo que a lei exigir.",
      },
    ],
    es: [
      {
        heading: "1. El servicio",
        body: "La plataforma ofrece gestión de personas a la empresa contratante: colaboradores y sus perfiles, vacaciones y aprobaciones, control horario, documentos, informes y las notificaciones relacionadas, a través de la aplicación web, la API y widgets integrables.",
      },
      {
        heading: "2. Planes y facturación",
        body: "La empresa elige un plan (Starter, Flash, Enterprise o Premium). Los planes se cobran mensualmente según el número de colaboradores registrados; las funciones limitadas a un plan están disponibles solo mientras la empresa esté en él. Un cambio de plan rige de inmediato y queda registrado en el registro de auditoría de la empresa.",
      },
      {
        heading: "3. Datos y privacidad",
        body: "La empresa es responsable de los datos de su personal y la plataforma los trata en su nombre, conforme a la LGPD y las leyes de protección de datos de cada país atendido. Los datos personales sensibles se muestran solo a los niveles autorizados, y todo cambio en los datos de las personas queda auditado.",
      },
      {
        heading: "4. Acceso y seguridad",
        body: "Cada persona ingresa con su propia cuenta; los administradores de la empresa otorgan y retiran niveles de acceso. La empresa mantiene en reserva sus credenciales y claves de API y avisa a la plataforma ante cualquier sospecha de uso indebido.",
      },
      {
        heading: "5. Vigencia y terminación",
        body: "El contrato se renueva mes a mes. Cuando una empresa lo termina, sus registros dejan de usarse y se conservan solo el tiempo que exija la ley.",
      },
    ],
  },
};
