// Generated from the route schemas by `npm run sdk:generate` (openapi-typescript); do not edit.
// A route added or changed makes the staleness test (sdk/test/generated-files.test.ts) fail until it is re-run.
export interface paths {
  "/api/files/signed/{*}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a file through a short-lived signed URL
     * @description Streams a stored file (a photo, an attachment, a receipt) through a URL the API handed out, e.g. in a `photoUrl` field; the signature in the query is the authorization, so no credentials are needed. With `filename` it downloads as an attachment under that name. A tampered, expired or incomplete link is 403 `FILE_LINK_INVALID`; a file since removed is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: {
          expires?: string;
          signature?: string;
          filename?: string;
        };
        header?: never;
        path: {
          "*": string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/signup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a company and its admin from the registration wizard, and sign in
     * @description Creates the company (country, plan, culture package) and its first admin, who holds every level, then signs them in: the answer is a new session, also set as the session cookie. A taken address is 409 `AUTH_EMAIL_IN_USE`; sign-ups per client address are limited (429 `AUTH_TOO_MANY_ATTEMPTS`). A verification mail is sent after the answer.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            you: {
              name: string;
              /** Format: email */
              email: string;
              password: string;
              /** @enum {unknown} */
              locale?: "en" | "pt-BR" | "es";
            };
            company: {
              name: string;
              /** @enum {unknown} */
              countryId: "ar" | "br" | "cl" | "co" | "mx" | "pe" | "py" | "us";
              initNumWorkers: number;
            };
            /** @enum {unknown} */
            plan: "starter" | "flash" | "enterprise" | "premium";
            /** @enum {unknown} */
            pack: "traditional" | "moderate" | "flexible";
          };
        };
      };
      responses: {
        /** @description A new session. The web app also receives it as the HttpOnly `session` cookie. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "token": "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d",
             *       "expiresAt": "2026-12-27T12:00:00.000Z",
             *       "session": {
             *         "user": {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *           "email": "ana.lima@example.com",
             *           "name": "Ana Lima",
             *           "locale": "pt-BR",
             *           "emailVerified": true,
             *           "isFounder": false,
             *           "firstAccess": false
             *         },
             *         "companies": [
             *           {
             *             "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *             "name": "Acme Ltda",
             *             "plan": "premium",
             *             "countryId": "br",
             *             "timeZone": "America/Sao_Paulo",
             *             "trialEndsAt": null,
             *             "planFeatures": [
             *               "vacation-planner",
             *               "clock.overtime"
             *             ],
             *             "levels": [
             *               "admin",
             *               "revisor",
             *               "requester"
             *             ],
             *             "defaultLevel": "admin"
             *           }
             *         ],
             *         "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *         "activeLevel": "admin",
             *         "expiresAt": "2026-12-27T12:00:00.000Z"
             *       }
             *     }
             */
            "application/json": {
              /** @description The session token, for the `token` header or `Authorization: Bearer`. */
              token: string;
              /** Format: date-time */
              expiresAt: string;
              /**
               * @description Who is signed in: the user, their companies with the levels held, and what this session acts as.
               * @example {
               *       "user": {
               *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
               *         "email": "ana.lima@example.com",
               *         "name": "Ana Lima",
               *         "locale": "pt-BR",
               *         "emailVerified": true,
               *         "isFounder": false,
               *         "firstAccess": false
               *       },
               *       "companies": [
               *         {
               *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
               *           "name": "Acme Ltda",
               *           "plan": "premium",
               *           "countryId": "br",
               *           "timeZone": "America/Sao_Paulo",
               *           "trialEndsAt": null,
               *           "planFeatures": [
               *             "vacation-planner",
               *             "clock.overtime"
               *           ],
               *           "levels": [
               *             "admin",
               *             "revisor",
               *             "requester"
               *           ],
               *           "defaultLevel": "admin"
               *         }
               *       ],
               *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
               *       "activeLevel": "admin",
               *       "expiresAt": "2026-12-27T12:00:00.000Z"
               *     }
               */
              session: {
                user: {
                  id: string;
                  email: string;
                  name: string;
                  /** @enum {unknown} */
                  locale: "en" | "pt-BR" | "es";
                  emailVerified: boolean;
                  isFounder: boolean;
                  firstAccess: boolean;
                };
                companies: {
                  id: string;
                  name: string;
                  /** @enum {unknown} */
                  plan: "starter" | "flash" | "enterprise" | "premium";
                  countryId: string;
                  timeZone: string;
                  trialEndsAt: string | null;
                  planFeatures: string[];
                  levels: ("admin" | "revisor" | "requester")[];
                  /** @enum {unknown} */
                  defaultLevel: "admin" | "revisor" | "requester";
                }[];
                activeCompanyId: string | null;
                activeLevel: ("admin" | "revisor" | "requester") | null;
                /** Format: date-time */
                expiresAt: string;
                impersonation?: {
                  companyId: string;
                  companyName: string;
                  adminName: string;
                  founderName: string;
                  readOnly: boolean;
                };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Starts a session: the answer carries the session token (also set as the HttpOnly session cookie). A wrong email or password is 401 `AUTH_WRONG_CREDENTIALS`, the same for both; after 5 failures for an account (or 20 from one address) in 15 minutes it is 429 `AUTH_TOO_MANY_ATTEMPTS` with `Retry-After` until the window ends.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description A new session. The web app also receives it as the HttpOnly `session` cookie. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "token": "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d",
             *       "expiresAt": "2026-12-27T12:00:00.000Z",
             *       "session": {
             *         "user": {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *           "email": "ana.lima@example.com",
             *           "name": "Ana Lima",
             *           "locale": "pt-BR",
             *           "emailVerified": true,
             *           "isFounder": false,
             *           "firstAccess": false
             *         },
             *         "companies": [
             *           {
             *             "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *             "name": "Acme Ltda",
             *             "plan": "premium",
             *             "countryId": "br",
             *             "timeZone": "America/Sao_Paulo",
             *             "trialEndsAt": null,
             *             "planFeatures": [
             *               "vacation-planner",
             *               "clock.overtime"
             *             ],
             *             "levels": [
             *               "admin",
             *               "revisor",
             *               "requester"
             *             ],
             *             "defaultLevel": "admin"
             *           }
             *         ],
             *         "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *         "activeLevel": "admin",
             *         "expiresAt": "2026-12-27T12:00:00.000Z"
             *       }
             *     }
             */
            "application/json": {
              /** @description The session token, for the `token` header or `Authorization: Bearer`. */
              token: string;
              /** Format: date-time */
              expiresAt: string;
              /**
               * @description Who is signed in: the user, their companies with the levels held, and what this session acts as.
               * @example {
               *       "user": {
               *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
               *         "email": "ana.lima@example.com",
               *         "name": "Ana Lima",
               *         "locale": "pt-BR",
               *         "emailVerified": true,
               *         "isFounder": false,
               *         "firstAccess": false
               *       },
               *       "companies": [
               *         {
               *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
               *           "name": "Acme Ltda",
               *           "plan": "premium",
               *           "countryId": "br",
               *           "timeZone": "America/Sao_Paulo",
               *           "trialEndsAt": null,
               *           "planFeatures": [
               *             "vacation-planner",
               *             "clock.overtime"
               *           ],
               *           "levels": [
               *             "admin",
               *             "revisor",
               *             "requester"
               *           ],
               *           "defaultLevel": "admin"
               *         }
               *       ],
               *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
               *       "activeLevel": "admin",
               *       "expiresAt": "2026-12-27T12:00:00.000Z"
               *     }
               */
              session: {
                user: {
                  id: string;
                  email: string;
                  name: string;
                  /** @enum {unknown} */
                  locale: "en" | "pt-BR" | "es";
                  emailVerified: boolean;
                  isFounder: boolean;
                  firstAccess: boolean;
                };
                companies: {
                  id: string;
                  name: string;
                  /** @enum {unknown} */
                  plan: "starter" | "flash" | "enterprise" | "premium";
                  countryId: string;
                  timeZone: string;
                  trialEndsAt: string | null;
                  planFeatures: string[];
                  levels: ("admin" | "revisor" | "requester")[];
                  /** @enum {unknown} */
                  defaultLevel: "admin" | "revisor" | "requester";
                }[];
                activeCompanyId: string | null;
                activeLevel: ("admin" | "revisor" | "requester") | null;
                /** Format: date-time */
                expiresAt: string;
                impersonation?: {
                  companyId: string;
                  companyName: string;
                  adminName: string;
                  founderName: string;
                  readOnly: boolean;
                };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out this session
     * @description Ends this session on every instance and clears the session cookie. Other sessions of the user stay.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            "application/json": {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user, their companies and levels, the active level; null when nobody is signed in
     * @description What the app needs to start: the user, every company they belong to with the levels held there, and the company and level this session acts with. Answers `null` (200) to a visitor without credentials or with a dead cookie, which it clears.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Who is signed in: the user, their companies with the levels held, and what this session acts as; null when nobody is. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "user": {
             *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *         "email": "ana.lima@example.com",
             *         "name": "Ana Lima",
             *         "locale": "pt-BR",
             *         "emailVerified": true,
             *         "isFounder": false,
             *         "firstAccess": false
             *       },
             *       "companies": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *           "name": "Acme Ltda",
             *           "plan": "premium",
             *           "countryId": "br",
             *           "timeZone": "America/Sao_Paulo",
             *           "trialEndsAt": null,
             *           "planFeatures": [
             *             "vacation-planner",
             *             "clock.overtime"
             *           ],
             *           "levels": [
             *             "admin",
             *             "revisor",
             *             "requester"
             *           ],
             *           "defaultLevel": "admin"
             *         }
             *       ],
             *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *       "activeLevel": "admin",
             *       "expiresAt": "2026-12-27T12:00:00.000Z"
             *     }
             */
            "application/json": {
              user: {
                id: string;
                email: string;
                name: string;
                /** @enum {unknown} */
                locale: "en" | "pt-BR" | "es";
                emailVerified: boolean;
                isFounder: boolean;
                firstAccess: boolean;
              };
              companies: {
                id: string;
                name: string;
                /** @enum {unknown} */
                plan: "starter" | "flash" | "enterprise" | "premium";
                countryId: string;
                timeZone: string;
                trialEndsAt: string | null;
                planFeatures: string[];
                levels: ("admin" | "revisor" | "requester")[];
                /** @enum {unknown} */
                defaultLevel: "admin" | "revisor" | "requester";
              }[];
              activeCompanyId: string | null;
              activeLevel: ("admin" | "revisor" | "requester") | null;
              /** Format: date-time */
              expiresAt: string;
              impersonation?: {
                companyId: string;
                companyName: string;
                adminName: string;
                founderName: string;
                readOnly: boolean;
              };
            } | null;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/active-level": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Switch the level (and company) this session acts with
     * @description Changes the active level, and optionally the company, of this session only; a level the person does not hold there is 403 `AUTH_LEVEL_NOT_HELD`, a company they do not belong to 404 `NOT_FOUND`, and an API key cannot switch (403 `FORBIDDEN`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {unknown} */
            level: "admin" | "revisor" | "requester";
            companyId?: string;
          };
        };
      };
      responses: {
        /** @description Who is signed in: the user, their companies with the levels held, and what this session acts as. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "user": {
             *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *         "email": "ana.lima@example.com",
             *         "name": "Ana Lima",
             *         "locale": "pt-BR",
             *         "emailVerified": true,
             *         "isFounder": false,
             *         "firstAccess": false
             *       },
             *       "companies": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *           "name": "Acme Ltda",
             *           "plan": "premium",
             *           "countryId": "br",
             *           "timeZone": "America/Sao_Paulo",
             *           "trialEndsAt": null,
             *           "planFeatures": [
             *             "vacation-planner",
             *             "clock.overtime"
             *           ],
             *           "levels": [
             *             "admin",
             *             "revisor",
             *             "requester"
             *           ],
             *           "defaultLevel": "admin"
             *         }
             *       ],
             *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *       "activeLevel": "admin",
             *       "expiresAt": "2026-12-27T12:00:00.000Z"
             *     }
             */
            "application/json": {
              user: {
                id: string;
                email: string;
                name: string;
                /** @enum {unknown} */
                locale: "en" | "pt-BR" | "es";
                emailVerified: boolean;
                isFounder: boolean;
                firstAccess: boolean;
              };
              companies: {
                id: string;
                name: string;
                /** @enum {unknown} */
                plan: "starter" | "flash" | "enterprise" | "premium";
                countryId: string;
                timeZone: string;
                trialEndsAt: string | null;
                planFeatures: string[];
                levels: ("admin" | "revisor" | "requester")[];
                /** @enum {unknown} */
                defaultLevel: "admin" | "revisor" | "requester";
              }[];
              activeCompanyId: string | null;
              activeLevel: ("admin" | "revisor" | "requester") | null;
              /** Format: date-time */
              expiresAt: string;
              impersonation?: {
                companyId: string;
                companyName: string;
                adminName: string;
                founderName: string;
                readOnly: boolean;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save the signed-in person's preferences (language)
     * @description Saves the person's language; it then wins over `Accept-Language` for their error messages and mails. Answers the updated session view.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {unknown} */
            locale: "en" | "pt-BR" | "es";
          };
        };
      };
      responses: {
        /** @description Who is signed in: the user, their companies with the levels held, and what this session acts as. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "user": {
             *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *         "email": "ana.lima@example.com",
             *         "name": "Ana Lima",
             *         "locale": "pt-BR",
             *         "emailVerified": true,
             *         "isFounder": false,
             *         "firstAccess": false
             *       },
             *       "companies": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *           "name": "Acme Ltda",
             *           "plan": "premium",
             *           "countryId": "br",
             *           "timeZone": "America/Sao_Paulo",
             *           "trialEndsAt": null,
             *           "planFeatures": [
             *             "vacation-planner",
             *             "clock.overtime"
             *           ],
             *           "levels": [
             *             "admin",
             *             "revisor",
             *             "requester"
             *           ],
             *           "defaultLevel": "admin"
             *         }
             *       ],
             *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *       "activeLevel": "admin",
             *       "expiresAt": "2026-12-27T12:00:00.000Z"
             *     }
             */
            "application/json": {
              user: {
                id: string;
                email: string;
                name: string;
                /** @enum {unknown} */
                locale: "en" | "pt-BR" | "es";
                emailVerified: boolean;
                isFounder: boolean;
                firstAccess: boolean;
              };
              companies: {
                id: string;
                name: string;
                /** @enum {unknown} */
                plan: "starter" | "flash" | "enterprise" | "premium";
                countryId: string;
                timeZone: string;
                trialEndsAt: string | null;
                planFeatures: string[];
                levels: ("admin" | "revisor" | "requester")[];
                /** @enum {unknown} */
                defaultLevel: "admin" | "revisor" | "requester";
              }[];
              activeCompanyId: string | null;
              activeLevel: ("admin" | "revisor" | "requester") | null;
              /** Format: date-time */
              expiresAt: string;
              impersonation?: {
                companyId: string;
                companyName: string;
                adminName: string;
                founderName: string;
                readOnly: boolean;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/auth/change-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password; signs out the user's other sessions
     * @description Needs the current password (a wrong one is 400 `AUTH_INVALID_PASSWORD` on `currentPassword`, and counts toward the account's sign-in lockout). The new one must meet the password rules. Every other session of the user ends; this one stays.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "revokedSessions": 2
             *     }
             */
            "application/json": {
              /** @description How many other sessions were signed out. */
              revokedSessions: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the email address (the /action?mode=verifyEmail link)
     * @description Takes the one-time code of the mailed link. An unknown, used or expired code is 400 `AUTH_LINK_INVALID`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            "application/json": {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password (the /action?mode=resetPassword link); signs out every session
     * @description Takes the one-time code of the mailed reset link and the new password. An unknown, used or expired code is 400 `AUTH_LINK_INVALID`; every session of the user ends.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            code: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            "application/json": {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/first-access": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the first password from a first-access link, and sign in
     * @description For a person an admin added: the one-time code of their first-access link and the password they choose. Answers a new session, also set as the session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            code: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description A new session. The web app also receives it as the HttpOnly `session` cookie. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "token": "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d",
             *       "expiresAt": "2026-12-27T12:00:00.000Z",
             *       "session": {
             *         "user": {
             *           "id": "6650f1c2a9d3e4b5c6d7e8f9",
             *           "email": "ana.lima@example.com",
             *           "name": "Ana Lima",
             *           "locale": "pt-BR",
             *           "emailVerified": true,
             *           "isFounder": false,
             *           "firstAccess": false
             *         },
             *         "companies": [
             *           {
             *             "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *             "name": "Acme Ltda",
             *             "plan": "premium",
             *             "countryId": "br",
             *             "timeZone": "America/Sao_Paulo",
             *             "trialEndsAt": null,
             *             "planFeatures": [
             *               "vacation-planner",
             *               "clock.overtime"
             *             ],
             *             "levels": [
             *               "admin",
             *               "revisor",
             *               "requester"
             *             ],
             *             "defaultLevel": "admin"
             *           }
             *         ],
             *         "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
             *         "activeLevel": "admin",
             *         "expiresAt": "2026-12-27T12:00:00.000Z"
             *       }
             *     }
             */
            "application/json": {
              /** @description The session token, for the `token` header or `Authorization: Bearer`. */
              token: string;
              /** Format: date-time */
              expiresAt: string;
              /**
               * @description Who is signed in: the user, their companies with the levels held, and what this session acts as.
               * @example {
               *       "user": {
               *         "id": "6650f1c2a9d3e4b5c6d7e8f9",
               *         "email": "ana.lima@example.com",
               *         "name": "Ana Lima",
               *         "locale": "pt-BR",
               *         "emailVerified": true,
               *         "isFounder": false,
               *         "firstAccess": false
               *       },
               *       "companies": [
               *         {
               *           "id": "6650f1c2a9d3e4b5c6d7e8f0",
               *           "name": "Acme Ltda",
               *           "plan": "premium",
               *           "countryId": "br",
               *           "timeZone": "America/Sao_Paulo",
               *           "trialEndsAt": null,
               *           "planFeatures": [
               *             "vacation-planner",
               *             "clock.overtime"
               *           ],
               *           "levels": [
               *             "admin",
               *             "revisor",
               *             "requester"
               *           ],
               *           "defaultLevel": "admin"
               *         }
               *       ],
               *       "activeCompanyId": "6650f1c2a9d3e4b5c6d7e8f0",
               *       "activeLevel": "admin",
               *       "expiresAt": "2026-12-27T12:00:00.000Z"
               *     }
               */
              session: {
                user: {
                  id: string;
                  email: string;
                  name: string;
                  /** @enum {unknown} */
                  locale: "en" | "pt-BR" | "es";
                  emailVerified: boolean;
                  isFounder: boolean;
                  firstAccess: boolean;
                };
                companies: {
                  id: string;
                  name: string;
                  /** @enum {unknown} */
                  plan: "starter" | "flash" | "enterprise" | "premium";
                  countryId: string;
                  timeZone: string;
                  trialEndsAt: string | null;
                  planFeatures: string[];
                  levels: ("admin" | "revisor" | "requester")[];
                  /** @enum {unknown} */
                  defaultLevel: "admin" | "revisor" | "requester";
                }[];
                activeCompanyId: string | null;
                activeLevel: ("admin" | "revisor" | "requester") | null;
                /** Format: date-time */
                expiresAt: string;
                impersonation?: {
                  companyId: string;
                  companyName: string;
                  adminName: string;
                  founderName: string;
                  readOnly: boolean;
                };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/email/verification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail an address confirmation link (same answer for any address)
     * @description Sends the confirmation mail again. The answer is the same whether or not the address has an account, and the mail leaves after the answer, so the timing tells nothing either; mails per recipient and per address are limited.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": "AUTH_RESET_SENT",
             *       "message": "If an account exists for this email, we sent a link to reset the password."
             *     }
             */
            "application/json": {
              code: string;
              message: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/email/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a one-time password reset link (same answer whether or not the address has an account)
     * @description Sends a reset link valid once. The answer, and its timing, are the same for known and unknown addresses; mails per recipient and per address are limited (429 `AUTH_TOO_MANY_ATTEMPTS`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
            locale?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": "AUTH_RESET_SENT",
             *       "message": "If an account exists for this email, we sent a link to reset the password."
             *     }
             */
            "application/json": {
              code: string;
              message: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/generateAuthLink": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A one-time first-access link for a person (admin of one of their companies)
     * @description For an admin to hand a person their first-access link (when the welcome mail did not arrive). A person outside the admin's companies is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "link": "https://hr.example.com/pt/first-access?code=k3m9q2w7e5r1t8y4u6i0o2p4a6s8d0f2",
             *       "expiresAt": "2026-12-04T12:00:00.000Z"
             *     }
             */
            "application/json": {
              /** @description The first-access link to hand to the person (works once). */
              link: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's API keys (never the keys themselves)
     * @description Every key of the company, newest first, revoked and expired ones included, with its scopes, level, expiry and when it was last used (to the minute). The secret is never listed: `hint` is its last four characters.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e8fa",
             *           "name": "Payroll sync",
             *           "scopes": [
             *             "people.workers.directory",
             *             "leave.*"
             *           ],
             *           "level": "requester",
             *           "hint": "q7xa",
             *           "createdAt": "2026-11-02T14:05:00.000Z",
             *           "expiresAt": "2027-11-02T02:59:59.000Z",
             *           "revokedAt": null,
             *           "lastUsedAt": "2026-11-27T08:41:00.000Z"
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e8fb",
             *           "name": "Old reporting script",
             *           "scopes": [
             *             "*"
             *           ],
             *           "level": "requester",
             *           "hint": "b2c4",
             *           "createdAt": "2026-11-02T14:05:00.000Z",
             *           "expiresAt": null,
             *           "revokedAt": "2026-07-01T09:00:00.000Z",
             *           "lastUsedAt": "2026-06-30T23:10:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                name: string;
                scopes: string[];
                /** @enum {unknown} */
                level: "admin" | "revisor" | "requester";
                /** @description The key's last four characters. */
                hint: string;
                /** Format: date-time */
                createdAt: string;
                lastUsedAt: string | null;
                revokedAt: string | null;
                /** @description When the key stops working; null: never. */
                expiresAt: string | null;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create an API key; the key is shown only in this answer
     * @description An admin (a person, not another key) creates a key for the company. It acts with `level` (default `requester`) and only within `scopes`: permission ids, `<module>.*` or `*`. `expiresAt` is optional and must be in the future (`AUTH_API_KEY_EXPIRY_PAST`). The answer's `key` (`wfk_...`) is the only time the secret is shown: only its hash is kept. Recorded in the audit log.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            /**
             * @description Permission ids the key may use (`leave.request.read`...), `<module>.*` for every permission of a module, or `*` for all its level allows.
             * @example [
             *       "people.workers.directory",
             *       "leave.*"
             *     ]
             */
            scopes: string[];
            /** @enum {unknown} */
            level?: "admin" | "revisor" | "requester";
            /** @description When the key stops working (ISO 8601, in the future); absent or null: until revoked. */
            expiresAt?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e8fa",
             *       "name": "Payroll sync",
             *       "scopes": [
             *         "people.workers.directory",
             *         "leave.*"
             *       ],
             *       "level": "requester",
             *       "hint": "q7xa",
             *       "createdAt": "2026-11-02T14:05:00.000Z",
             *       "expiresAt": "2027-11-02T02:59:59.000Z",
             *       "revokedAt": null,
             *       "lastUsedAt": null,
             *       "key": "wfk_6650f1c2a9d3e4b5c6d7e8fa_m3k7b2qazx6cav4n5h2j7r3t6wdfq7xa"
             *     }
             */
            "application/json": {
              id: string;
              name: string;
              scopes: string[];
              /** @enum {unknown} */
              level: "admin" | "revisor" | "requester";
              /** @description The key's last four characters. */
              hint: string;
              /** Format: date-time */
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              /** @description When the key stops working; null: never. */
              expiresAt: string | null;
              /** @description The key itself (`wfk_...`). Shown only in this answer; only its hash is kept. */
              key: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/api-keys/{keyId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key; it stops working at once
     * @description The key is refused from the next request on (401 `AUTH_API_KEY_INVALID`), on every instance. Another company's key, or one already revoked, is 404 `NOT_FOUND`. Recorded in the audit log.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          keyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/companies/{companyId}/admins": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company's admins, to view the company as one of them for support (founder only)
     * @description The live admins of the company, by name. An unknown or deleted company is 404 `NOT_FOUND`; anyone but the founder gets 404 too.
     */
    get: operations["listCompanyAdmins"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/companies/{companyId}/impersonation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View a company as one of its admins, read-only, for support (founder only)
     * @description Opens a support session of its own (30 minutes, never renewed) on the company as that admin and makes it the session cookie; the founder's own session is kept aside for `DELETE /api/auth/impersonation`. Every change made with it is refused (403 `AUTH_IMPERSONATION_READ_ONLY`). Recorded in the company's audit log (`auth.impersonation.started`). A person who is not a live admin of that company, or an unknown company, is 404 `NOT_FOUND`.
     */
    post: operations["startImpersonation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/impersonation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End the founder's support view of a company
     * @description Ends the support session (recorded in the company's audit log, `auth.impersonation.ended`) and gives the founder's own session back as the session cookie when the browser kept it (`restored`). Also leaves a support session that already expired. Called without a support session it changes nothing.
     */
    delete: operations["endImpersonation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/publishable-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's publishable keys, revoked ones included */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                name: string;
                /** @description The key itself (`wpk_...`): public, written in the intranet's page. */
                key: string;
                allowedOrigins: string[];
                /** Format: date-time */
                createdAt: string;
                revokedAt: string | null;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Create a publishable key for the company's widgets, bound to the sites that may show them */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            /** @description Exact origins the widgets may be shown on (`https://intranet.example.com`). */
            allowedOrigins: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              name: string;
              /** @description The key itself (`wpk_...`): public, written in the intranet's page. */
              key: string;
              allowedOrigins: string[];
              /** Format: date-time */
              createdAt: string;
              revokedAt: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/publishable-keys/{keyId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a publishable key: its widgets stop loading at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          keyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/config": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What every widget of the key's company shows: its name and brand colour */
    get: {
      parameters: {
        query: {
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              company: string;
              primaryColor: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widget-tokens": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A short-lived widget token for the signed-in person, for a publishable key on one of its origins */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The publishable key of the page the widget is on. */
            key: string;
            /** @description That page's origin: one of the key's allowed origins. */
            origin: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description `wwt_...`, sent by the widget as `Authorization: Bearer`. */
              token: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/modules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The modules this company has, for the web app to show their pages and slots
     * @description Any member of the company: every module of the platform with whether it is on for this company and, when off, why (`disabled` by an admin, `plan` with the plans that include it, `dependency` when a module it needs is off). A route of a module that is off answers 403 `MODULE_NOT_ENABLED` or `PLAN_UPGRADE_REQUIRED`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "modules": [
             *         {
             *           "id": "people",
             *           "enabled": true
             *         },
             *         {
             *           "id": "leave",
             *           "enabled": true
             *         },
             *         {
             *           "id": "clock",
             *           "enabled": true
             *         },
             *         {
             *           "id": "payroll",
             *           "enabled": false,
             *           "reason": "plan",
             *           "plans": [
             *             "premium"
             *           ]
             *         },
             *         {
             *           "id": "hiring",
             *           "enabled": false,
             *           "reason": "disabled"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              modules: {
                id: string;
                enabled: boolean;
                reason?: "disabled" | "plan" | "dependency";
                plans?: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's audit log, newest first (admins)
     * @description Admins only: who did what and when (a person with their level, an API key or a system job), filtered by action or its leading segments (`leave` matches `leave.request.approved`), actor, target and a time window; a page of at most 50. Entries are never changed or removed through the API.
     */
    get: operations["listAuditEntries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My notifications, newest first, with the unread count
     * @description Any level, for the caller's own notifications in this company: a page (`limit` up to 50, `skip`), newest first, only unread ones with `unread=true`; titles and bodies in the caller's language. `unread` is the caller's unread count whatever the filter (the badge).
     */
    get: operations["listNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/unread": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many of my notifications are unread (the bell)
     * @description Any level: the caller's unread count in this company, cheap enough to poll for the bell.
     */
    get: operations["countUnreadNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/read-all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark all my notifications read
     * @description Any level: marks every unread notification of the caller in this company read and says how many changed.
     */
    post: operations["readAllNotifications"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/{notificationId}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark one of my notifications read
     * @description Any level, for their own notification: marks it read (reading it twice changes nothing) and answers it. Another person's or another company's notification is 404 `NOT_FOUND`.
     */
    post: operations["readNotification"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/config": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My notification preferences (/notifications-config)
     * @description Any level: the caller's channel rules (in-app, email, push) by notification type or prefix; a type no rule matches gets `defaults`.
     */
    get: operations["getNotificationPreferences"];
    /**
     * Replace my notification preferences
     * @description Any level: replaces the caller's whole rule list (at most 100); the longest matching prefix wins, `*` matches every type. Two rules with the same prefix are 400 `NOTIFICATIONS_DUPLICATE_RULE`.
     */
    put: operations["setNotificationPreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/kinds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The kinds of notification the company's modules send (the rows of /notifications-config)
     * @description Any level: every notification type the company's enabled modules send, with its label in the caller's language, for a preferences screen.
     */
    get: operations["listNotificationKinds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/push": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The web push public key (VAPID) and how many of my devices are subscribed
     * @description Any level: the VAPID public key a browser subscribes with (`null` when this server has push off) and how many of the caller's devices receive push.
     */
    get: operations["getPushConfig"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/notifications/push/subscriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive push notifications on this device (the browser's PushSubscription)
     * @description Any level: saves the browser's PushSubscription (`subscription.toJSON()`, an https endpoint) for the caller; subscribing the same endpoint again updates it. A server with push off is 503 `NOTIFICATIONS_PUSH_OFF`.
     */
    post: operations["subscribePush"];
    /**
     * Stop push notifications on this device
     * @description Any level: forgets the caller's subscription with this endpoint (an unknown one changes nothing).
     */
    delete: operations["unsubscribePush"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/departments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the company's departments (name search, paging, by name)
     * @description A page of the company's live departments, sorted by name; `q` matches part of the name, any case. Every level may read the structure (`people.structure.read`).
     */
    get: {
      parameters: {
        query: {
          q?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e810",
             *           "createdAt": "2025-03-10T13:20:00.000Z",
             *           "updatedAt": "2026-08-02T17:45:00.000Z",
             *           "name": "Engineering",
             *           "description": "Product development and platform operations.",
             *           "managerWorkerId": "6650f1c2a9d3e4b5c6d7e901"
             *         }
             *       ],
             *       "total": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                name: string;
                description?: string;
                managerWorkerId?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create one of the departments
     * @description For admins and managers (`people.structure.write`). The name is trimmed and must be unique among the company's live departments: a taken one is 409 `PEOPLE_NAME_TAKEN` on `name`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            description?: string;
            managerWorkerId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e810",
             *       "createdAt": "2025-03-10T13:20:00.000Z",
             *       "updatedAt": "2026-08-02T17:45:00.000Z",
             *       "name": "Engineering",
             *       "description": "Product development and platform operations.",
             *       "managerWorkerId": "6650f1c2a9d3e4b5c6d7e901"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
              managerWorkerId?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/departments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the company's departments
     * @description Any level may read it (`people.structure.read`). An id of another company, or of a removed one, is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e810",
             *       "createdAt": "2025-03-10T13:20:00.000Z",
             *       "updatedAt": "2026-08-02T17:45:00.000Z",
             *       "name": "Engineering",
             *       "description": "Product development and platform operations.",
             *       "managerWorkerId": "6650f1c2a9d3e4b5c6d7e901"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
              managerWorkerId?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Remove one of the departments (soft removal)
     * @description For admins and managers (`people.structure.write`). The record leaves the lists and its name may be used again; an unknown id is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update one of the departments
     * @description A partial update for admins and managers (`people.structure.write`): only the fields sent change, `null` clears an optional one. A name taken by another live record is 409 `PEOPLE_NAME_TAKEN`; an unknown id 404 `NOT_FOUND`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            description?: string | null;
            managerWorkerId?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e810",
             *       "createdAt": "2025-03-10T13:20:00.000Z",
             *       "updatedAt": "2026-08-02T17:45:00.000Z",
             *       "name": "Engineering",
             *       "description": "Product development and platform operations.",
             *       "managerWorkerId": "6650f1c2a9d3e4b5c6d7e901"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
              managerWorkerId?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/offices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the company's offices (name search, paging, by name)
     * @description A page of the company's live offices, sorted by name; `q` matches part of the name, any case. Every level may read the structure (`people.structure.read`).
     */
    get: {
      parameters: {
        query: {
          q?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e820",
             *           "createdAt": "2025-03-10T13:22:00.000Z",
             *           "updatedAt": "2025-03-10T13:22:00.000Z",
             *           "name": "São Paulo HQ",
             *           "address": {
             *             "zipcode": "01310-100",
             *             "street": "Avenida Paulista",
             *             "number": "1578",
             *             "complement": "12º andar",
             *             "district": "Bela Vista",
             *             "city": "São Paulo",
             *             "state": "SP"
             *           }
             *         }
             *       ],
             *       "total": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                name: string;
                address?: {
                  zipcode?: string;
                  street?: string;
                  complement?: string;
                  number?: string;
                  district?: string;
                  city?: string;
                  state?: string;
                };
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create one of the offices
     * @description For admins and managers (`people.structure.write`). The name is trimmed and must be unique among the company's live offices: a taken one is 409 `PEOPLE_NAME_TAKEN` on `name`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            address?: {
              zipcode?: string;
              street?: string;
              complement?: string;
              number?: string;
              district?: string;
              city?: string;
              state?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e820",
             *       "createdAt": "2025-03-10T13:22:00.000Z",
             *       "updatedAt": "2025-03-10T13:22:00.000Z",
             *       "name": "São Paulo HQ",
             *       "address": {
             *         "zipcode": "01310-100",
             *         "street": "Avenida Paulista",
             *         "number": "1578",
             *         "complement": "12º andar",
             *         "district": "Bela Vista",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       }
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/offices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the company's offices
     * @description Any level may read it (`people.structure.read`). An id of another company, or of a removed one, is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e820",
             *       "createdAt": "2025-03-10T13:22:00.000Z",
             *       "updatedAt": "2025-03-10T13:22:00.000Z",
             *       "name": "São Paulo HQ",
             *       "address": {
             *         "zipcode": "01310-100",
             *         "street": "Avenida Paulista",
             *         "number": "1578",
             *         "complement": "12º andar",
             *         "district": "Bela Vista",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       }
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Remove one of the offices (soft removal)
     * @description For admins and managers (`people.structure.write`). The record leaves the lists and its name may be used again; an unknown id is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update one of the offices
     * @description A partial update for admins and managers (`people.structure.write`): only the fields sent change, `null` clears an optional one. A name taken by another live record is 409 `PEOPLE_NAME_TAKEN`; an unknown id 404 `NOT_FOUND`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            address?: {
              zipcode?: string;
              street?: string;
              complement?: string;
              number?: string;
              district?: string;
              city?: string;
              state?: string;
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e820",
             *       "createdAt": "2025-03-10T13:22:00.000Z",
             *       "updatedAt": "2025-03-10T13:22:00.000Z",
             *       "name": "São Paulo HQ",
             *       "address": {
             *         "zipcode": "01310-100",
             *         "street": "Avenida Paulista",
             *         "number": "1578",
             *         "complement": "12º andar",
             *         "district": "Bela Vista",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       }
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/roles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the company's roles (name search, paging, by name)
     * @description A page of the company's live roles, sorted by name; `q` matches part of the name, any case. Every level may read the structure (`people.structure.read`).
     */
    get: {
      parameters: {
        query: {
          q?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e830",
             *           "createdAt": "2025-03-10T13:25:00.000Z",
             *           "updatedAt": "2025-03-10T13:25:00.000Z",
             *           "name": "Team lead",
             *           "levelAccess": "revisor"
             *         }
             *       ],
             *       "total": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                name: string;
                /** @enum {unknown} */
                levelAccess: "admin" | "revisor" | "requester";
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create one of the roles
     * @description For admins and managers (`people.structure.write`). The name is trimmed and must be unique among the company's live roles: a taken one is 409 `PEOPLE_NAME_TAKEN` on `name`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            /** @enum {unknown} */
            levelAccess: "admin" | "revisor" | "requester";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e830",
             *       "createdAt": "2025-03-10T13:25:00.000Z",
             *       "updatedAt": "2025-03-10T13:25:00.000Z",
             *       "name": "Team lead",
             *       "levelAccess": "revisor"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              /** @enum {unknown} */
              levelAccess: "admin" | "revisor" | "requester";
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/roles/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the company's roles
     * @description Any level may read it (`people.structure.read`). An id of another company, or of a removed one, is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e830",
             *       "createdAt": "2025-03-10T13:25:00.000Z",
             *       "updatedAt": "2025-03-10T13:25:00.000Z",
             *       "name": "Team lead",
             *       "levelAccess": "revisor"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              /** @enum {unknown} */
              levelAccess: "admin" | "revisor" | "requester";
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Remove one of the roles (soft removal)
     * @description For admins and managers (`people.structure.write`). The record leaves the lists and its name may be used again; an unknown id is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update one of the roles
     * @description A partial update for admins and managers (`people.structure.write`): only the fields sent change, `null` clears an optional one. A name taken by another live record is 409 `PEOPLE_NAME_TAKEN`; an unknown id 404 `NOT_FOUND`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            /** @enum {unknown} */
            levelAccess?: "admin" | "revisor" | "requester";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e830",
             *       "createdAt": "2025-03-10T13:25:00.000Z",
             *       "updatedAt": "2025-03-10T13:25:00.000Z",
             *       "name": "Team lead",
             *       "levelAccess": "revisor"
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              /** @enum {unknown} */
              levelAccess: "admin" | "revisor" | "requester";
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/general-roles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the company's general roles (name search, paging, by name)
     * @description A page of the company's live general roles, sorted by name; `q` matches part of the name, any case. Every level may read the structure (`people.structure.read`).
     */
    get: {
      parameters: {
        query: {
          q?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e840",
             *           "createdAt": "2025-03-11T09:00:00.000Z",
             *           "updatedAt": "2025-03-11T09:00:00.000Z",
             *           "name": "Software engineer",
             *           "description": "Designs, builds and maintains the product's services."
             *         }
             *       ],
             *       "total": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                name: string;
                description?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create one of the general roles
     * @description For admins and managers (`people.structure.write`). The name is trimmed and must be unique among the company's live general roles: a taken one is 409 `PEOPLE_NAME_TAKEN` on `name`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e840",
             *       "createdAt": "2025-03-11T09:00:00.000Z",
             *       "updatedAt": "2025-03-11T09:00:00.000Z",
             *       "name": "Software engineer",
             *       "description": "Designs, builds and maintains the product's services."
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/general-roles/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the company's general roles
     * @description Any level may read it (`people.structure.read`). An id of another company, or of a removed one, is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e840",
             *       "createdAt": "2025-03-11T09:00:00.000Z",
             *       "updatedAt": "2025-03-11T09:00:00.000Z",
             *       "name": "Software engineer",
             *       "description": "Designs, builds and maintains the product's services."
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Remove one of the general roles (soft removal)
     * @description For admins and managers (`people.structure.write`). The record leaves the lists and its name may be used again; an unknown id is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update one of the general roles
     * @description A partial update for admins and managers (`people.structure.write`): only the fields sent change, `null` clears an optional one. A name taken by another live record is 409 `PEOPLE_NAME_TAKEN`; an unknown id 404 `NOT_FOUND`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            description?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e840",
             *       "createdAt": "2025-03-11T09:00:00.000Z",
             *       "updatedAt": "2025-03-11T09:00:00.000Z",
             *       "name": "Software engineer",
             *       "description": "Designs, builds and maintains the product's services."
             *     }
             */
            "application/json": {
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              name: string;
              description?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/company": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's company
     * @description The company's profile as the people module keeps it: name, country, time zone, foundation date, national number, lunch time, logo and photo, its custom fields and the extra fields of every worker profile. Every level may read it.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *       "name": "Acme Ltda",
             *       "countryId": "br",
             *       "foundationDate": "2012-04-23",
             *       "identityCard": "11222333000181",
             *       "lunchTime": 60,
             *       "timeZone": "America/Sao_Paulo",
             *       "settings": {},
             *       "logo": {
             *         "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo?v=9f2c4e7a1b3d",
             *         "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo-5e8a0c2f4b6d.png",
             *         "size": 48213,
             *         "name": "acme-logo.png"
             *       },
             *       "customFields": [
             *         {
             *           "id": "state-registration",
             *           "type": "text",
             *           "label": "State registration",
             *           "required": false
             *         }
             *       ],
             *       "workerExtraFields": [
             *         {
             *           "id": "shirt-size",
             *           "type": "select",
             *           "label": "Shirt size",
             *           "required": false,
             *           "options": [
             *             "S",
             *             "M",
             *             "L",
             *             "XL"
             *           ]
             *         }
             *       ],
             *       "customFieldValues": {
             *         "state-registration": "110.042.490.114"
             *       }
             *     }
             */
            "application/json": {
              id: string;
              name: string;
              /** @enum {unknown} */
              countryId: "ar" | "br" | "cl" | "co" | "mx" | "pe" | "py" | "us";
              foundationDate?: string;
              identityCard?: string;
              lunchTime?: number;
              gmt?: string;
              timeZone: string;
              settings: {
                [key: string]: unknown;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              logo?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              photo?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              customFields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
              workerExtraFields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
              customFieldValues: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit the caller's company (CNPJ checked for br)
     * @description A partial update for admins and managers (`people.structure.write`); everything is checked before anything is written. A Brazilian company's `identityCard` must be a valid CNPJ (400 `VALIDATION_CNPJ`), `foundationDate` not in the future (`VALIDATION_DATE`), `gmt` an IANA time zone; `null` clears an optional field. Answers the updated profile.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            /** @enum {unknown} */
            countryId?: "ar" | "br" | "cl" | "co" | "mx" | "pe" | "py" | "us";
            /** Format: date */
            foundationDate?: string | null;
            identityCard?: string | null;
            lunchTime?: number | null;
            gmt?: string | null;
            settings?: {
              [key: string]: unknown;
            };
            customFieldValues?: {
              [key: string]: string | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e8f0",
             *       "name": "Acme Ltda",
             *       "countryId": "br",
             *       "foundationDate": "2012-04-23",
             *       "identityCard": "11222333000181",
             *       "lunchTime": 60,
             *       "timeZone": "America/Sao_Paulo",
             *       "settings": {},
             *       "logo": {
             *         "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo?v=9f2c4e7a1b3d",
             *         "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo-5e8a0c2f4b6d.png",
             *         "size": 48213,
             *         "name": "acme-logo.png"
             *       },
             *       "customFields": [
             *         {
             *           "id": "state-registration",
             *           "type": "text",
             *           "label": "State registration",
             *           "required": false
             *         }
             *       ],
             *       "workerExtraFields": [
             *         {
             *           "id": "shirt-size",
             *           "type": "select",
             *           "label": "Shirt size",
             *           "required": false,
             *           "options": [
             *             "S",
             *             "M",
             *             "L",
             *             "XL"
             *           ]
             *         }
             *       ],
             *       "customFieldValues": {
             *         "state-registration": "110.042.490.114"
             *       }
             *     }
             */
            "application/json": {
              id: string;
              name: string;
              /** @enum {unknown} */
              countryId: "ar" | "br" | "cl" | "co" | "mx" | "pe" | "py" | "us";
              foundationDate?: string;
              identityCard?: string;
              lunchTime?: number;
              gmt?: string;
              timeZone: string;
              settings: {
                [key: string]: unknown;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              logo?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              photo?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              customFields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
              workerExtraFields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
              customFieldValues: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/workers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A page of the company's workers, filtered by name or email (`q`), department, office, role and status. Every level may list; each item holds only the fields the caller may read of that worker (admins everything, managers their chain's job data, employees the public card), and `view=card` answers public cards to everyone. */
    get: {
      parameters: {
        query: {
          q?: string;
          departmentId?: string;
          officeId?: string;
          roleId?: string;
          status?: "active" | "terminated";
          view?: "card";
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e901",
             *           "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *           "email": "ana.lima@acme.com.br",
             *           "name": "Ana",
             *           "lastName": "Lima",
             *           "birthdate": "1991-07-14",
             *           "gender": "female",
             *           "educationLevel": "high-complete",
             *           "nationality": "Brazilian",
             *           "phone": "+55 11 98765-4321",
             *           "address": {
             *             "zipcode": "04538-133",
             *             "street": "Avenida Brigadeiro Faria Lima",
             *             "number": "3477",
             *             "district": "Itaim Bibi",
             *             "city": "São Paulo",
             *             "state": "SP"
             *           },
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "contractType": "CLT",
             *           "salary": 12500,
             *           "startDateAtCompany": "2022-02-01",
             *           "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *           "schedule": {
             *             "type": "regular",
             *             "days": {
             *               "sun": false,
             *               "mon": true,
             *               "tue": true,
             *               "wed": true,
             *               "thu": true,
             *               "fri": true,
             *               "sat": false
             *             },
             *             "minHour": 9,
             *             "maxHour": 18
             *           },
             *           "status": "active",
             *           "statusDate": "2022-01-20T12:00:00.000Z",
             *           "extraFields": {
             *             "shirt-size": "M"
             *           },
             *           "createdAt": "2022-01-20T12:00:00.000Z",
             *           "updatedAt": "2026-10-05T18:31:00.000Z"
             *         }
             *       ],
             *       "total": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string;
                email: string;
                name: string;
                lastName?: string;
                nickname?: string;
                birthdate?: string;
                /** @enum {string} */
                gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
                /** @enum {string} */
                maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
                /** @enum {string} */
                race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
                /** @enum {string} */
                disability?:
                  "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
                /** @enum {string} */
                sexualOrientation?:
                  "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
                /** @enum {string} */
                educationLevel?:
                  | "middle"
                  | "tec-uncomplete"
                  | "tec-complete"
                  | "high-uncomplete"
                  | "high-complete"
                  | "post-grade-uncomplete"
                  | "post-grade-complete"
                  | "master-uncomplete"
                  | "master-complete"
                  | "phd-uncomplete"
                  | "phd-complete";
                nationality?: string;
                phone?: string;
                emergencyContact?: string;
                address?: {
                  zipcode?: string;
                  street?: string;
                  complement?: string;
                  number?: string;
                  district?: string;
                  city?: string;
                  state?: string;
                };
                departmentId?: string;
                officeId?: string;
                roleId?: string;
                contractType?: string;
                salary?: number;
                variablePay?: number;
                lastIncrease?: string;
                bank?: string;
                bankId?: string;
                accountNumber?: string;
                startDateAtCompany?: string;
                referenceWorkerId: string | null;
                schedule?: {
                  type: string;
                  days: {
                    [key: string]: boolean;
                  };
                  minHour?: number;
                  maxHour?: number;
                  maxMidHour?: number;
                  minMidHour?: number;
                  custom?: {
                    [key: string]: {
                      minHour: number;
                      maxHour: number;
                    };
                  };
                };
                /** @enum {string} */
                course?:
                  | "administration"
                  | "accounting"
                  | "advertising"
                  | "agronomy"
                  | "architecture"
                  | "biology"
                  | "biomedicine"
                  | "chemistry"
                  | "chemical-engineering"
                  | "civil-engineering"
                  | "computer-engineering"
                  | "computer-science"
                  | "data-science"
                  | "dentistry"
                  | "design"
                  | "economics"
                  | "education"
                  | "electrical-engineering"
                  | "environmental-engineering"
                  | "fashion"
                  | "gastronomy"
                  | "geography"
                  | "history"
                  | "hospitality"
                  | "human-resources"
                  | "information-systems"
                  | "international-relations"
                  | "journalism"
                  | "languages"
                  | "law"
                  | "logistics"
                  | "marketing"
                  | "mathematics"
                  | "mechanical-engineering"
                  | "medicine"
                  | "music"
                  | "nursing"
                  | "nutrition"
                  | "pharmacy"
                  | "philosophy"
                  | "physical-education"
                  | "physics"
                  | "physiotherapy"
                  | "production-engineering"
                  | "psychology"
                  | "public-relations"
                  | "social-work"
                  | "sociology"
                  | "software-engineering"
                  | "statistics"
                  | "tourism"
                  | "veterinary"
                  | "another";
                courseOther?: string;
                extraFields?: {
                  [key: string]:
                    | string
                    | {
                        path: string;
                        name: string;
                        size: number;
                      };
                };
                /** @enum {string} */
                status: "active" | "terminated";
                /** Format: date-time */
                statusDate?: string;
                terminate?: {
                  lastDayWork: string;
                  type: string;
                  reason?: string;
                };
                /**
                 * @example {
                 *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
                 *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
                 *       "size": 84512,
                 *       "name": "ana-lima.jpg"
                 *     }
                 */
                avatar?: {
                  src: string;
                  path: string;
                  size: number;
                  name: string;
                };
                /** Format: date-time */
                createdAt?: string;
                /** Format: date-time */
                updatedAt?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** @description Admins only. Adds the worker and their sign-in account (levels default to `requester`; an address that already has an account joins the company) and mails the first-access link. An address already on a worker is 409 `AUTH_EMAIL_EXISTS`; the plan's people limit answers `TENANT_PEOPLE_LIMIT_REACHED`; a supervisor that is not an active worker `PEOPLE_REFERENCE_WORKER_INVALID`; schedule and date rules answer their own codes on the field. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            lastName?: string;
            nickname?: string;
            /** Format: birthdate */
            birthdate?: string;
            /** @enum {string} */
            gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
            /** @enum {string} */
            maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
            /** @enum {string} */
            race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
            /** @enum {string} */
            disability?: "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
            /** @enum {string} */
            sexualOrientation?:
              "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
            /** @enum {string} */
            educationLevel?:
              | "middle"
              | "tec-uncomplete"
              | "tec-complete"
              | "high-uncomplete"
              | "high-complete"
              | "post-grade-uncomplete"
              | "post-grade-complete"
              | "master-uncomplete"
              | "master-complete"
              | "phd-uncomplete"
              | "phd-complete";
            nationality?: string;
            phone?: string;
            emergencyContact?: string;
            address?: {
              zipcode?: string;
              street?: string;
              complement?: string;
              number?: string;
              district?: string;
              city?: string;
              state?: string;
            };
            departmentId?: string;
            officeId?: string;
            roleId?: string;
            contractType?: string;
            salary?: number;
            variablePay?: number;
            /** Format: date */
            lastIncrease?: string;
            bank?: string;
            bankId?: string;
            accountNumber?: string;
            /** Format: date */
            startDateAtCompany?: string;
            referenceWorkerId?: string | null;
            schedule?: {
              /** @enum {string} */
              type: "none" | "regular" | "custom" | "double";
              days?: {
                sun?: boolean;
                mon?: boolean;
                tue?: boolean;
                wed?: boolean;
                thu?: boolean;
                fri?: boolean;
                sat?: boolean;
              };
              minHour?: number;
              maxHour?: number;
              maxMidHour?: number;
              minMidHour?: number;
              custom?: {
                sun?: {
                  minHour: number;
                  maxHour: number;
                };
                mon?: {
                  minHour: number;
                  maxHour: number;
                };
                tue?: {
                  minHour: number;
                  maxHour: number;
                };
                wed?: {
                  minHour: number;
                  maxHour: number;
                };
                thu?: {
                  minHour: number;
                  maxHour: number;
                };
                fri?: {
                  minHour: number;
                  maxHour: number;
                };
                sat?: {
                  minHour: number;
                  maxHour: number;
                };
              };
            };
            /** @enum {string} */
            course?:
              | "administration"
              | "accounting"
              | "advertising"
              | "agronomy"
              | "architecture"
              | "biology"
              | "biomedicine"
              | "chemistry"
              | "chemical-engineering"
              | "civil-engineering"
              | "computer-engineering"
              | "computer-science"
              | "data-science"
              | "dentistry"
              | "design"
              | "economics"
              | "education"
              | "electrical-engineering"
              | "environmental-engineering"
              | "fashion"
              | "gastronomy"
              | "geography"
              | "history"
              | "hospitality"
              | "human-resources"
              | "information-systems"
              | "international-relations"
              | "journalism"
              | "languages"
              | "law"
              | "logistics"
              | "marketing"
              | "mathematics"
              | "mechanical-engineering"
              | "medicine"
              | "music"
              | "nursing"
              | "nutrition"
              | "pharmacy"
              | "philosophy"
              | "physical-education"
              | "physics"
              | "physiotherapy"
              | "production-engineering"
              | "psychology"
              | "public-relations"
              | "social-work"
              | "sociology"
              | "software-engineering"
              | "statistics"
              | "tourism"
              | "veterinary"
              | "another";
            courseOther?: string;
            extraFields?: {
              [key: string]: string | null;
            };
            /** Format: email */
            email: string;
            levels?: ("admin" | "revisor" | "requester")[];
            /** @enum {string} */
            locale?: "en" | "pt-BR" | "es";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/update-reference-worker": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description Moves everyone reporting to `referenceWorkerId` (who may be terminated or removed) to `newReferenceWorkerId`, an active worker outside the moved team's chain. Admins, and managers for supervisors in their own chain. A new supervisor that is not active is 400 `PEOPLE_REFERENCE_WORKER_INVALID`, one inside the team `PEOPLE_REFERENCE_WORKER_CYCLE`; an unknown old one 404 `NOT_FOUND`. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            referenceWorkerId: string;
            newReferenceWorkerId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "moved": 4
             *     }
             */
            "application/json": {
              /** @description How many workers now report to the new supervisor. */
              moved: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A worker's profile, projected to the fields the caller may read: admins everything, managers their chain's job data, employees the public card. An id of another company or a removed worker is 404 `NOT_FOUND`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** @description Admins only: a soft removal (the record leaves every list; `people.worker.removed` is emitted). Nobody removes themselves (`AUTH_CANNOT_TERMINATE_SELF`); an unknown id is 404 `NOT_FOUND`. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description A partial update for admins and managers; a manager writes only the fields field access lets them write for workers in their chain (403 `FORBIDDEN` otherwise). Address fields are required (but complement) unless the caller is an admin; a supervisor inside the worker's own team is 400 `PEOPLE_REFERENCE_WORKER_CYCLE`; schedule rules answer `PEOPLE_SCHEDULE_*` on the field. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            lastName?: string;
            nickname?: string;
            /** Format: birthdate */
            birthdate?: string;
            /** @enum {string} */
            gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
            /** @enum {string} */
            maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
            /** @enum {string} */
            race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
            /** @enum {string} */
            disability?: "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
            /** @enum {string} */
            sexualOrientation?:
              "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
            /** @enum {string} */
            educationLevel?:
              | "middle"
              | "tec-uncomplete"
              | "tec-complete"
              | "high-uncomplete"
              | "high-complete"
              | "post-grade-uncomplete"
              | "post-grade-complete"
              | "master-uncomplete"
              | "master-complete"
              | "phd-uncomplete"
              | "phd-complete";
            nationality?: string;
            phone?: string;
            emergencyContact?: string;
            address?: {
              zipcode?: string;
              street?: string;
              complement?: string;
              number?: string;
              district?: string;
              city?: string;
              state?: string;
            };
            departmentId?: string;
            officeId?: string;
            roleId?: string;
            contractType?: string;
            salary?: number;
            variablePay?: number;
            /** Format: date */
            lastIncrease?: string;
            bank?: string;
            bankId?: string;
            accountNumber?: string;
            /** Format: date */
            startDateAtCompany?: string;
            referenceWorkerId?: string | null;
            schedule?: {
              /** @enum {string} */
              type: "none" | "regular" | "custom" | "double";
              days?: {
                sun?: boolean;
                mon?: boolean;
                tue?: boolean;
                wed?: boolean;
                thu?: boolean;
                fri?: boolean;
                sat?: boolean;
              };
              minHour?: number;
              maxHour?: number;
              maxMidHour?: number;
              minMidHour?: number;
              custom?: {
                sun?: {
                  minHour: number;
                  maxHour: number;
                };
                mon?: {
                  minHour: number;
                  maxHour: number;
                };
                tue?: {
                  minHour: number;
                  maxHour: number;
                };
                wed?: {
                  minHour: number;
                  maxHour: number;
                };
                thu?: {
                  minHour: number;
                  maxHour: number;
                };
                fri?: {
                  minHour: number;
                  maxHour: number;
                };
                sat?: {
                  minHour: number;
                  maxHour: number;
                };
              };
            };
            /** @enum {string} */
            course?:
              | "administration"
              | "accounting"
              | "advertising"
              | "agronomy"
              | "architecture"
              | "biology"
              | "biomedicine"
              | "chemistry"
              | "chemical-engineering"
              | "civil-engineering"
              | "computer-engineering"
              | "computer-science"
              | "data-science"
              | "dentistry"
              | "design"
              | "economics"
              | "education"
              | "electrical-engineering"
              | "environmental-engineering"
              | "fashion"
              | "gastronomy"
              | "geography"
              | "history"
              | "hospitality"
              | "human-resources"
              | "information-systems"
              | "international-relations"
              | "journalism"
              | "languages"
              | "law"
              | "logistics"
              | "marketing"
              | "mathematics"
              | "mechanical-engineering"
              | "medicine"
              | "music"
              | "nursing"
              | "nutrition"
              | "pharmacy"
              | "philosophy"
              | "physical-education"
              | "physics"
              | "physiotherapy"
              | "production-engineering"
              | "psychology"
              | "public-relations"
              | "social-work"
              | "sociology"
              | "software-engineering"
              | "statistics"
              | "tourism"
              | "veterinary"
              | "another";
            courseOther?: string;
            extraFields?: {
              [key: string]: string | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/terminate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Admins only. Marks the worker terminated with the last day worked, the kind and an optional reason, and emits `people.worker.terminated` (other modules close what the person had open). A worker already terminated is 409 `PEOPLE_WORKER_TERMINATED`; a last day before the start date 400 `VALIDATION_DATE_BEFORE`; nobody terminates themselves (`AUTH_CANNOT_TERMINATE_SELF`). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: date */
            lastDayWork: string;
            /** @enum {string} */
            type: "involuntary" | "voluntary" | "others";
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's own worker profile
     * @description Any level: the caller's own worker record in the company, with every field they may read of themselves. A caller without a worker record there (or an API key) gets 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the signed-in person's own profile (personal, address, bank, education, extra fields)
     * @description Job fields (department, office, role, contract, pay, start date, supervisor, schedule, status) are refused with PEOPLE_SELF_FIELD_NOT_EDITABLE. Address fields are required except complement unless the caller is admin.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            lastName?: string;
            nickname?: string;
            /** Format: birthdate */
            birthdate?: string;
            /** @enum {string} */
            gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
            /** @enum {string} */
            maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
            /** @enum {string} */
            race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
            /** @enum {string} */
            disability?: "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
            /** @enum {string} */
            sexualOrientation?:
              "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
            /** @enum {string} */
            educationLevel?:
              | "middle"
              | "tec-uncomplete"
              | "tec-complete"
              | "high-uncomplete"
              | "high-complete"
              | "post-grade-uncomplete"
              | "post-grade-complete"
              | "master-uncomplete"
              | "master-complete"
              | "phd-uncomplete"
              | "phd-complete";
            nationality?: string;
            phone?: string;
            emergencyContact?: string;
            address?: {
              zipcode?: string;
              street?: string;
              complement?: string;
              number?: string;
              district?: string;
              city?: string;
              state?: string;
            };
            /** @enum {string} */
            course?:
              | "administration"
              | "accounting"
              | "advertising"
              | "agronomy"
              | "architecture"
              | "biology"
              | "biomedicine"
              | "chemistry"
              | "chemical-engineering"
              | "civil-engineering"
              | "computer-engineering"
              | "computer-science"
              | "data-science"
              | "dentistry"
              | "design"
              | "economics"
              | "education"
              | "electrical-engineering"
              | "environmental-engineering"
              | "fashion"
              | "gastronomy"
              | "geography"
              | "history"
              | "hospitality"
              | "human-resources"
              | "information-systems"
              | "international-relations"
              | "journalism"
              | "languages"
              | "law"
              | "logistics"
              | "marketing"
              | "mathematics"
              | "mechanical-engineering"
              | "medicine"
              | "music"
              | "nursing"
              | "nutrition"
              | "pharmacy"
              | "philosophy"
              | "physical-education"
              | "physics"
              | "physiotherapy"
              | "production-engineering"
              | "psychology"
              | "public-relations"
              | "social-work"
              | "sociology"
              | "software-engineering"
              | "statistics"
              | "tourism"
              | "veterinary"
              | "another";
            courseOther?: string;
            extraFields?: {
              [key: string]: string | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "userId": "6650f1c2a9d3e4b5c6d7e8f9",
             *       "email": "ana.lima@acme.com.br",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "birthdate": "1991-07-14",
             *       "gender": "female",
             *       "educationLevel": "high-complete",
             *       "nationality": "Brazilian",
             *       "phone": "+55 11 98765-4321",
             *       "address": {
             *         "zipcode": "04538-133",
             *         "street": "Avenida Brigadeiro Faria Lima",
             *         "number": "3477",
             *         "district": "Itaim Bibi",
             *         "city": "São Paulo",
             *         "state": "SP"
             *       },
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "contractType": "CLT",
             *       "salary": 12500,
             *       "startDateAtCompany": "2022-02-01",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "schedule": {
             *         "type": "regular",
             *         "days": {
             *           "sun": false,
             *           "mon": true,
             *           "tue": true,
             *           "wed": true,
             *           "thu": true,
             *           "fri": true,
             *           "sat": false
             *         },
             *         "minHour": 9,
             *         "maxHour": 18
             *       },
             *       "status": "active",
             *       "statusDate": "2022-01-20T12:00:00.000Z",
             *       "extraFields": {
             *         "shirt-size": "M"
             *       },
             *       "createdAt": "2022-01-20T12:00:00.000Z",
             *       "updatedAt": "2026-10-05T18:31:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string;
              email: string;
              name: string;
              lastName?: string;
              nickname?: string;
              birthdate?: string;
              /** @enum {string} */
              gender?: "male" | "female" | "agender" | "transMan" | "transWoman" | "other" | "not-answer";
              /** @enum {string} */
              maritalStatus?: "Married" | "Single" | "Divorced" | "Widowed" | "Others";
              /** @enum {string} */
              race?: "asian" | "white" | "black" | "brown" | "indigenous" | "not-answer" | "other";
              /** @enum {string} */
              disability?:
                "visual" | "physics" | "hearing" | "intellectual" | "Psychosocial" | "other" | "notApplicable";
              /** @enum {string} */
              sexualOrientation?:
                "asexual" | "bisexual" | "gay" | "lesbian" | "pansexual" | "heterosexual" | "not-answer" | "other";
              /** @enum {string} */
              educationLevel?:
                | "middle"
                | "tec-uncomplete"
                | "tec-complete"
                | "high-uncomplete"
                | "high-complete"
                | "post-grade-uncomplete"
                | "post-grade-complete"
                | "master-uncomplete"
                | "master-complete"
                | "phd-uncomplete"
                | "phd-complete";
              nationality?: string;
              phone?: string;
              emergencyContact?: string;
              address?: {
                zipcode?: string;
                street?: string;
                complement?: string;
                number?: string;
                district?: string;
                city?: string;
                state?: string;
              };
              departmentId?: string;
              officeId?: string;
              roleId?: string;
              contractType?: string;
              salary?: number;
              variablePay?: number;
              lastIncrease?: string;
              bank?: string;
              bankId?: string;
              accountNumber?: string;
              startDateAtCompany?: string;
              referenceWorkerId: string | null;
              schedule?: {
                type: string;
                days: {
                  [key: string]: boolean;
                };
                minHour?: number;
                maxHour?: number;
                maxMidHour?: number;
                minMidHour?: number;
                custom?: {
                  [key: string]: {
                    minHour: number;
                    maxHour: number;
                  };
                };
              };
              /** @enum {string} */
              course?:
                | "administration"
                | "accounting"
                | "advertising"
                | "agronomy"
                | "architecture"
                | "biology"
                | "biomedicine"
                | "chemistry"
                | "chemical-engineering"
                | "civil-engineering"
                | "computer-engineering"
                | "computer-science"
                | "data-science"
                | "dentistry"
                | "design"
                | "economics"
                | "education"
                | "electrical-engineering"
                | "environmental-engineering"
                | "fashion"
                | "gastronomy"
                | "geography"
                | "history"
                | "hospitality"
                | "human-resources"
                | "information-systems"
                | "international-relations"
                | "journalism"
                | "languages"
                | "law"
                | "logistics"
                | "marketing"
                | "mathematics"
                | "mechanical-engineering"
                | "medicine"
                | "music"
                | "nursing"
                | "nutrition"
                | "pharmacy"
                | "philosophy"
                | "physical-education"
                | "physics"
                | "physiotherapy"
                | "production-engineering"
                | "psychology"
                | "public-relations"
                | "social-work"
                | "sociology"
                | "software-engineering"
                | "statistics"
                | "tourism"
                | "veterinary"
                | "another";
              courseOther?: string;
              extraFields?: {
                [key: string]:
                  | string
                  | {
                      path: string;
                      name: string;
                      size: number;
                    };
              };
              /** @enum {string} */
              status: "active" | "terminated";
              /** Format: date-time */
              statusDate?: string;
              terminate?: {
                lastDayWork: string;
                type: string;
                reason?: string;
              };
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/public": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A colleague's public card
     * @description Any level: who a colleague is and where they sit (name, work email, picture, role, department, office, supervisor, start date); nothing private. An unknown or removed worker is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7e901",
             *       "name": "Ana",
             *       "lastName": "Lima",
             *       "email": "ana.lima@acme.com.br",
             *       "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *       "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *       "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *       "referenceWorkerId": "6650f1c2a9d3e4b5c6d7e902",
             *       "startDateAtCompany": "2022-02-01",
             *       "status": "active"
             *     }
             */
            "application/json": {
              id: string;
              name: string;
              lastName?: string;
              nickname?: string;
              email: string;
              /**
               * @example {
               *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
               *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
               *       "size": 84512,
               *       "name": "ana-lima.jpg"
               *     }
               */
              avatar?: {
                src: string;
                path: string;
                size: number;
                name: string;
              };
              roleId?: string;
              departmentId?: string;
              officeId?: string;
              referenceWorkerId: string | null;
              startDateAtCompany?: string;
              /** @enum {string} */
              status: "active" | "terminated";
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/celebrations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Birthdays (day and month only) and work anniversaries of the coming days
     * @description Any level: the active workers' birthdays and work anniversaries falling in the next `days` days (30 by default, at most 60) of the company's calendar, soonest first. A birth year is never sent.
     */
    get: {
      parameters: {
        query: {
          days: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "today": "2026-11-27",
             *       "items": [
             *         {
             *           "workerId": "6650f1c2a9d3e4b5c6d7e905",
             *           "name": "Bruno Souza",
             *           "kind": "birthday",
             *           "date": "2026-11-30"
             *         },
             *         {
             *           "workerId": "6650f1c2a9d3e4b5c6d7e901",
             *           "name": "Ana Lima",
             *           "kind": "anniversary",
             *           "date": "2026-12-01",
             *           "years": 4
             *         }
             *       ]
             *     }
             */
            "application/json": {
              today: string;
              items: {
                workerId: string;
                name: string;
                kind: "birthday" | "anniversary";
                date: string;
                years?: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active colleagues by name, with what their public card shows (the app's people search)
     * @description Any level: active workers whose name, last name or nickname contains `q` (any case), sorted by name, at most `limit` (8 by default, 20 at most); only the id, name and picture path.
     */
    get: {
      parameters: {
        query: {
          q: string;
          limit: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e901",
             *           "name": "Ana",
             *           "lastName": "Lima",
             *           "avatarSrc": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e"
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e907",
             *           "name": "Anderson",
             *           "lastName": "Costa"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                name: string;
                lastName?: string;
                avatarSrc?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/setup-checklist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The people facts of the admins' setup checklist (workers, imports, colleagues signed in)
     * @description Admins only: how many active workers the company has, imports done and other members who have signed in, and whether an admin dismissed the checklist.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "activeWorkers": 38,
             *       "importsDone": 1,
             *       "othersSignedIn": 27,
             *       "dismissedAt": null
             *     }
             */
            "application/json": {
              activeWorkers: number;
              importsDone: number;
              othersSignedIn: number;
              dismissedAt: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/setup-checklist/dismiss": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hide the setup checklist for the company's admins
     * @description Admins only: records when the checklist was dismissed (for every admin of the company) and answers the checklist facts with `dismissedAt` set.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "activeWorkers": 38,
             *       "importsDone": 1,
             *       "othersSignedIn": 27,
             *       "dismissedAt": null
             *     }
             */
            "application/json": {
              activeWorkers: number;
              importsDone: number;
              othersSignedIn: number;
              dismissedAt: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/me/avatar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the signed-in person's own profile picture
     * @description Any level, for their own worker record. multipart/form-data with the picture in the field `file` (PNG or JPG by content, at most 2 MB). It is re-encoded without metadata and stored with its 50x50 and 200x200 versions, replacing the previous one. No file is 400 `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`, another format `FILE_ONLY_PNG_JPG` (`FILE_NOT_IMAGE`, `FILE_INVALID_IMAGE` when not a readable picture).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
             *       "size": 84512,
             *       "name": "ana-lima.jpg"
             *     }
             */
            "application/json": {
              src: string;
              path: string;
              size: number;
              name: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove the signed-in person's own profile picture
     * @description Any level, for their own worker record; the stored files go too. A caller without a worker record in the company, or without a picture, gets 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/avatar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A worker's profile picture (`variant` 50x50 or 200x200 for the small and medium versions)
     * @description Streams the PNG or JPEG to any member of the company (the `src` of a worker's `avatar` points here); browsers may cache it an hour, the `v` in `src` changes with the picture. A worker without a picture is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: {
          variant?: "50x50" | "200x200";
        };
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A PNG or JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload a worker's profile picture (with its 50x50 and 200x200 versions)
     * @description For admins, and managers for the workers in their chain (403 `FORBIDDEN` otherwise); an unknown worker is 404 `NOT_FOUND` before the upload is read. multipart/form-data with the picture in the field `file` (PNG or JPG by content, at most 2 MB). It is re-encoded without metadata and stored with its 50x50 and 200x200 versions, replacing the previous one. No file is 400 `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`, another format `FILE_ONLY_PNG_JPG` (`FILE_NOT_IMAGE`, `FILE_INVALID_IMAGE` when not a readable picture).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
             *       "size": 84512,
             *       "name": "ana-lima.jpg"
             *     }
             */
            "application/json": {
              src: string;
              path: string;
              size: number;
              name: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove a worker's profile picture
     * @description For admins, and managers for the workers in their chain (403 `FORBIDDEN` otherwise); the stored files go too. An unknown worker or one without a picture is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/company/logo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's logo (`variant` 50x50 or 200x200 for the small and medium versions)
     * @description Streams the PNG or JPEG to any member of the company; browsers may cache it an hour. A company without a logo gets 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: {
          variant?: "50x50" | "200x200";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A PNG or JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload the company's logo
     * @description For admins and managers (`people.structure.write`). multipart/form-data with the picture in the field `file` (PNG or JPG by content, at most 2 MB). It is re-encoded without metadata and stored with its 50x50 and 200x200 versions, replacing the previous one. No file is 400 `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`, another format `FILE_ONLY_PNG_JPG` (`FILE_NOT_IMAGE`, `FILE_INVALID_IMAGE` when not a readable picture).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
             *       "size": 84512,
             *       "name": "ana-lima.jpg"
             *     }
             */
            "application/json": {
              src: string;
              path: string;
              size: number;
              name: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove the company's logo
     * @description For admins and managers (`people.structure.write`); the stored files go too. A company without a logo gets 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/company/photo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's photo (`variant` 50x50 or 200x200 for the small and medium versions)
     * @description Streams the PNG or JPEG to any member of the company; browsers may cache it an hour. A company without a photo gets 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: {
          variant?: "50x50" | "200x200";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A PNG or JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload the company's photo
     * @description For admins and managers (`people.structure.write`). multipart/form-data with the picture in the field `file` (PNG or JPG by content, at most 2 MB). It is re-encoded without metadata and stored with its 50x50 and 200x200 versions, replacing the previous one. No file is 400 `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`, another format `FILE_ONLY_PNG_JPG` (`FILE_NOT_IMAGE`, `FILE_INVALID_IMAGE` when not a readable picture).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
             *       "size": 84512,
             *       "name": "ana-lima.jpg"
             *     }
             */
            "application/json": {
              src: string;
              path: string;
              size: number;
              name: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove the company's photo
     * @description For admins and managers (`people.structure.write`); the stored files go too. A company without a photo gets 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/postal-codes/{zipcode}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Street, district, city and state of a Brazilian zipcode (Brazil only)
     * @description Any level, to fill address forms. Another country (`countryId`, by default the company's) is 400 `SERVICE_NOT_AVAILABLE_COUNTRY`; a zipcode that is not eight digits `PEOPLE_ZIPCODE_INVALID`; an unknown one, or the postal service failing, `SEARCH_NOT_DONE`.
     */
    get: {
      parameters: {
        query?: {
          countryId?: "ar" | "br" | "cl" | "co" | "mx" | "pe" | "py" | "us";
        };
        header?: never;
        path: {
          companyId: string;
          zipcode: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "zipcode": "01310-100",
             *       "street": "Avenida Paulista",
             *       "district": "Bela Vista",
             *       "city": "São Paulo",
             *       "state": "SP"
             *     }
             */
            "application/json": {
              zipcode: string;
              street: string;
              district: string;
              city: string;
              state: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/dictionaries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The people dictionaries (gender, marital status, race, ..., courses) with labels in one language
     * @description Any level: every choice list of the worker profile (the stored `value` and its label) in `locale`, by default the caller's language.
     */
    get: {
      parameters: {
        query?: {
          locale?: "en" | "pt-BR" | "es";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "locale": "en",
             *       "dictionaries": {
             *         "gender": [
             *           {
             *             "value": "male",
             *             "label": "Male"
             *           },
             *           {
             *             "value": "female",
             *             "label": "Female"
             *           },
             *           {
             *             "value": "agender",
             *             "label": "Agender"
             *           },
             *           {
             *             "value": "transMan",
             *             "label": "Trans man"
             *           },
             *           {
             *             "value": "transWoman",
             *             "label": "Trans woman"
             *           },
             *           {
             *             "value": "other",
             *             "label": "Other"
             *           },
             *           {
             *             "value": "not-answer",
             *             "label": "Prefer not to answer"
             *           }
             *         ],
             *         "maritalStatus": [
             *           {
             *             "value": "Married",
             *             "label": "Married"
             *           },
             *           {
             *             "value": "Single",
             *             "label": "Single"
             *           },
             *           {
             *             "value": "Divorced",
             *             "label": "Divorced"
             *           },
             *           {
             *             "value": "Widowed",
             *             "label": "Widowed"
             *           },
             *           {
             *             "value": "Others",
             *             "label": "Others"
             *           }
             *         ],
             *         "race": [
             *           {
             *             "value": "asian",
             *             "label": "Asian"
             *           },
             *           {
             *             "value": "white",
             *             "label": "White"
             *           },
             *           {
             *             "value": "black",
             *             "label": "Black"
             *           },
             *           {
             *             "value": "brown",
             *             "label": "Brown (mixed)"
             *           },
             *           {
             *             "value": "indigenous",
             *             "label": "Indigenous"
             *           },
             *           {
             *             "value": "not-answer",
             *             "label": "Prefer not to answer"
             *           },
             *           {
             *             "value": "other",
             *             "label": "Other"
             *           }
             *         ],
             *         "disability": [
             *           {
             *             "value": "visual",
             *             "label": "Visual"
             *           },
             *           {
             *             "value": "physics",
             *             "label": "Physical"
             *           },
             *           {
             *             "value": "hearing",
             *             "label": "Hearing"
             *           },
             *           {
             *             "value": "intellectual",
             *             "label": "Intellectual"
             *           },
             *           {
             *             "value": "Psychosocial",
             *             "label": "Psychosocial"
             *           },
             *           {
             *             "value": "other",
             *             "label": "Other"
             *           },
             *           {
             *             "value": "notApplicable",
             *             "label": "Not applicable"
             *           }
             *         ],
             *         "sexualOrientation": [
             *           {
             *             "value": "asexual",
             *             "label": "Asexual"
             *           },
             *           {
             *             "value": "bisexual",
             *             "label": "Bisexual"
             *           },
             *           {
             *             "value": "gay",
             *             "label": "Gay"
             *           },
             *           {
             *             "value": "lesbian",
             *             "label": "Lesbian"
             *           },
             *           {
             *             "value": "pansexual",
             *             "label": "Pansexual"
             *           },
             *           {
             *             "value": "heterosexual",
             *             "label": "Heterosexual"
             *           },
             *           {
             *             "value": "not-answer",
             *             "label": "Prefer not to answer"
             *           },
             *           {
             *             "value": "other",
             *             "label": "Other"
             *           }
             *         ],
             *         "educationLevel": [
             *           {
             *             "value": "middle",
             *             "label": "Secondary school"
             *           },
             *           {
             *             "value": "tec-uncomplete",
             *             "label": "Technical course (incomplete)"
             *           },
             *           {
             *             "value": "tec-complete",
             *             "label": "Technical course (complete)"
             *           },
             *           {
             *             "value": "high-uncomplete",
             *             "label": "Higher education (incomplete)"
             *           },
             *           {
             *             "value": "high-complete",
             *             "label": "Higher education (complete)"
             *           },
             *           {
             *             "value": "post-grade-uncomplete",
             *             "label": "Postgraduate (incomplete)"
             *           },
             *           {
             *             "value": "post-grade-complete",
             *             "label": "Postgraduate (complete)"
             *           },
             *           {
             *             "value": "master-uncomplete",
             *             "label": "Master's degree (incomplete)"
             *           },
             *           {
             *             "value": "master-complete",
             *             "label": "Master's degree (complete)"
             *           },
             *           {
             *             "value": "phd-uncomplete",
             *             "label": "Doctorate (incomplete)"
             *           },
             *           {
             *             "value": "phd-complete",
             *             "label": "Doctorate (complete)"
             *           }
             *         ],
             *         "terminationType": [
             *           {
             *             "value": "involuntary",
             *             "label": "Involuntary"
             *           },
             *           {
             *             "value": "voluntary",
             *             "label": "Voluntary"
             *           },
             *           {
             *             "value": "others",
             *             "label": "Others"
             *           }
             *         ],
             *         "course": [
             *           {
             *             "value": "administration",
             *             "label": "Business Administration"
             *           },
             *           {
             *             "value": "accounting",
             *             "label": "Accounting"
             *           },
             *           {
             *             "value": "advertising",
             *             "label": "Advertising"
             *           },
             *           {
             *             "value": "agronomy",
             *             "label": "Agronomy"
             *           },
             *           {
             *             "value": "architecture",
             *             "label": "Architecture and Urbanism"
             *           },
             *           {
             *             "value": "biology",
             *             "label": "Biology"
             *           },
             *           {
             *             "value": "biomedicine",
             *             "label": "Biomedicine"
             *           },
             *           {
             *             "value": "chemistry",
             *             "label": "Chemistry"
             *           },
             *           {
             *             "value": "chemical-engineering",
             *             "label": "Chemical Engineering"
             *           },
             *           {
             *             "value": "civil-engineering",
             *             "label": "Civil Engineering"
             *           },
             *           {
             *             "value": "computer-engineering",
             *             "label": "Computer Engineering"
             *           },
             *           {
             *             "value": "computer-science",
             *             "label": "Computer Science"
             *           },
             *           {
             *             "value": "data-science",
             *             "label": "Data Science"
             *           },
             *           {
             *             "value": "dentistry",
             *             "label": "Dentistry"
             *           },
             *           {
             *             "value": "design",
             *             "label": "Design"
             *           },
             *           {
             *             "value": "economics",
             *             "label": "Economics"
             *           },
             *           {
             *             "value": "education",
             *             "label": "Education"
             *           },
             *           {
             *             "value": "electrical-engineering",
             *             "label": "Electrical Engineering"
             *           },
             *           {
             *             "value": "environmental-engineering",
             *             "label": "Environmental Engineering"
             *           },
             *           {
             *             "value": "fashion",
             *             "label": "Fashion Design"
             *           },
             *           {
             *             "value": "gastronomy",
             *             "label": "Gastronomy"
             *           },
             *           {
             *             "value": "geography",
             *             "label": "Geography"
             *           },
             *           {
             *             "value": "history",
             *             "label": "History"
             *           },
             *           {
             *             "value": "hospitality",
             *             "label": "Hospitality Management"
             *           },
             *           {
             *             "value": "human-resources",
             *             "label": "Human Resources Management"
             *           },
             *           {
             *             "value": "information-systems",
             *             "label": "Information Systems"
             *           },
             *           {
             *             "value": "international-relations",
             *             "label": "International Relations"
             *           },
             *           {
             *             "value": "journalism",
             *             "label": "Journalism"
             *           },
             *           {
             *             "value": "languages",
             *             "label": "Languages and Literature"
             *           },
             *           {
             *             "value": "law",
             *             "label": "Law"
             *           },
             *           {
             *             "value": "logistics",
             *             "label": "Logistics"
             *           },
             *           {
             *             "value": "marketing",
             *             "label": "Marketing"
             *           },
             *           {
             *             "value": "mathematics",
             *             "label": "Mathematics"
             *           },
             *           {
             *             "value": "mechanical-engineering",
             *             "label": "Mechanical Engineering"
             *           },
             *           {
             *             "value": "medicine",
             *             "label": "Medicine"
             *           },
             *           {
             *             "value": "music",
             *             "label": "Music"
             *           },
             *           {
             *             "value": "nursing",
             *             "label": "Nursing"
             *           },
             *           {
             *             "value": "nutrition",
             *             "label": "Nutrition"
             *           },
             *           {
             *             "value": "pharmacy",
             *             "label": "Pharmacy"
             *           },
             *           {
             *             "value": "philosophy",
             *             "label": "Philosophy"
             *           },
             *           {
             *             "value": "physical-education",
             *             "label": "Physical Education"
             *           },
             *           {
             *             "value": "physics",
             *             "label": "Physics"
             *           },
             *           {
             *             "value": "physiotherapy",
             *             "label": "Physiotherapy"
             *           },
             *           {
             *             "value": "production-engineering",
             *             "label": "Production Engineering"
             *           },
             *           {
             *             "value": "psychology",
             *             "label": "Psychology"
             *           },
             *           {
             *             "value": "public-relations",
             *             "label": "Public Relations"
             *           },
             *           {
             *             "value": "social-work",
             *             "label": "Social Work"
             *           },
             *           {
             *             "value": "sociology",
             *             "label": "Social Sciences"
             *           },
             *           {
             *             "value": "software-engineering",
             *             "label": "Software Engineering"
             *           },
             *           {
             *             "value": "statistics",
             *             "label": "Statistics"
             *           },
             *           {
             *             "value": "tourism",
             *             "label": "Tourism"
             *           },
             *           {
             *             "value": "veterinary",
             *             "label": "Veterinary Medicine"
             *           },
             *           {
             *             "value": "another",
             *             "label": "Another course"
             *           }
             *         ]
             *       }
             *     }
             */
            "application/json": {
              locale: string;
              dictionaries: {
                gender: {
                  value: string;
                  label: string;
                }[];
                maritalStatus: {
                  value: string;
                  label: string;
                }[];
                race: {
                  value: string;
                  label: string;
                }[];
                disability: {
                  value: string;
                  label: string;
                }[];
                sexualOrientation: {
                  value: string;
                  label: string;
                }[];
                educationLevel: {
                  value: string;
                  label: string;
                }[];
                terminationType: {
                  value: string;
                  label: string;
                }[];
                course: {
                  value: string;
                  label: string;
                }[];
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/company/worker-extra-fields": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Define the extra fields of every worker profile (the whole list, in display order)
     * @description Admins only. Replaces the whole list, in display order: a field sent with its `id` keeps it (and so the values stored under it), a new one gets an id made from its label, a field left out is no longer defined. Duplicate ids or labels are 400 `PEOPLE_FIELD_DUPLICATE`, a select without options `PEOPLE_FIELD_OPTIONS_REQUIRED`. Answers the saved list.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            fields: {
              id?: string;
              /** @enum {string} */
              type: "date" | "select" | "text" | "file";
              label: string;
              required?: boolean;
              mask?: string;
              options?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "fields": [
             *         {
             *           "id": "shirt-size",
             *           "type": "select",
             *           "label": "Shirt size",
             *           "required": false,
             *           "options": [
             *             "S",
             *             "M",
             *             "L",
             *             "XL"
             *           ]
             *         },
             *         {
             *           "id": "pis-number",
             *           "type": "text",
             *           "label": "PIS number",
             *           "required": true,
             *           "mask": "###.#####.##-#"
             *         },
             *         {
             *           "id": "vaccination-card",
             *           "type": "file",
             *           "label": "Vaccination card",
             *           "required": false
             *         }
             *       ]
             *     }
             */
            "application/json": {
              fields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/company/custom-fields": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Define the company profile's custom fields (the whole list, in display order)
     * @description Admins only. Replaces the whole list, in display order: a field sent with its `id` keeps it (and so the values stored under it), a new one gets an id made from its label, a field left out is no longer defined. Duplicate ids or labels are 400 `PEOPLE_FIELD_DUPLICATE`, a select without options `PEOPLE_FIELD_OPTIONS_REQUIRED`. Answers the saved list.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            fields: {
              id?: string;
              /** @enum {string} */
              type: "date" | "select" | "text" | "file";
              label: string;
              required?: boolean;
              mask?: string;
              options?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "fields": [
             *         {
             *           "id": "shirt-size",
             *           "type": "select",
             *           "label": "Shirt size",
             *           "required": false,
             *           "options": [
             *             "S",
             *             "M",
             *             "L",
             *             "XL"
             *           ]
             *         },
             *         {
             *           "id": "pis-number",
             *           "type": "text",
             *           "label": "PIS number",
             *           "required": true,
             *           "mask": "###.#####.##-#"
             *         },
             *         {
             *           "id": "vaccination-card",
             *           "type": "file",
             *           "label": "Vaccination card",
             *           "required": false
             *         }
             *       ]
             *     }
             */
            "application/json": {
              fields: {
                id: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                options?: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/termination-survey": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a terminated worker's survey answers (an exit interview); `type` is the termination type
     * @description Admins only: records the answers given in an exit interview, in place of the mailed link. A worker who is not terminated is 409 `PEOPLE_WORKER_NOT_TERMINATED`; a survey already answered `PEOPLE_SURVEY_ALREADY_ANSWERED`; an unknown worker 404 `NOT_FOUND`.
     */
    post: {
      parameters: {
        query?: {
          type?: "involuntary" | "voluntary" | "others";
        };
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scores: {
              recommendCompany: number;
              manager: number;
              environment: number;
              growth: number;
              compensation: number;
            };
            yesNo: {
              wouldReturn: boolean;
              hadTools: boolean;
              feltValued: boolean;
            };
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7ea10",
             *       "workerId": "6650f1c2a9d3e4b5c6d7e915",
             *       "terminationType": "voluntary",
             *       "status": "answered",
             *       "source": "admin",
             *       "answers": {
             *         "scores": {
             *           "recommendCompany": 8,
             *           "manager": 9,
             *           "environment": 7,
             *           "growth": 5,
             *           "compensation": 6
             *         },
             *         "yesNo": {
             *           "wouldReturn": true,
             *           "hadTools": true,
             *           "feltValued": false
             *         },
             *         "comment": "Great team; I left for a role with more room to grow."
             *       },
             *       "answeredAt": "2026-11-20T15:10:00.000Z",
             *       "createdAt": "2026-11-20T15:10:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              workerId: string;
              terminationType: string;
              /** @enum {string} */
              status: "pending" | "answered";
              /** @enum {string} */
              source?: "worker" | "admin";
              answers?: {
                scores: {
                  recommendCompany: number;
                  manager: number;
                  environment: number;
                  growth: number;
                  compensation: number;
                };
                yesNo: {
                  wouldReturn: boolean;
                  hadTools: boolean;
                  feltValued: boolean;
                };
                comment?: string;
              };
              /** Format: date-time */
              answeredAt?: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/termination-surveys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Aggregated termination-survey answers (refused under 6 answers)
     * @description Admins and managers: averages and score distributions, yes/no counts and how many left a comment, over the surveys asked in the period and of the termination type; never one person's answers. Fewer than 6 answers is refused (`REPORT_MIN_WORKERS`).
     */
    get: {
      parameters: {
        query?: {
          type?: "involuntary" | "voluntary" | "others";
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "invited": 14,
             *       "answered": 9,
             *       "responseRate": 0.643,
             *       "scores": {
             *         "recommendCompany": {
             *           "average": 7.2,
             *           "distribution": [
             *             0,
             *             0,
             *             0,
             *             1,
             *             1,
             *             1,
             *             2,
             *             2,
             *             1,
             *             1
             *           ]
             *         },
             *         "manager": {
             *           "average": 7.8,
             *           "distribution": [
             *             0,
             *             0,
             *             0,
             *             0,
             *             1,
             *             1,
             *             2,
             *             2,
             *             2,
             *             1
             *           ]
             *         },
             *         "environment": {
             *           "average": 7.4,
             *           "distribution": [
             *             0,
             *             0,
             *             0,
             *             1,
             *             0,
             *             2,
             *             2,
             *             2,
             *             1,
             *             1
             *           ]
             *         },
             *         "growth": {
             *           "average": 5.6,
             *           "distribution": [
             *             0,
             *             1,
             *             1,
             *             1,
             *             2,
             *             1,
             *             2,
             *             1,
             *             0,
             *             0
             *           ]
             *         },
             *         "compensation": {
             *           "average": 6.1,
             *           "distribution": [
             *             0,
             *             0,
             *             1,
             *             1,
             *             2,
             *             2,
             *             1,
             *             1,
             *             1,
             *             0
             *           ]
             *         }
             *       },
             *       "yesNo": {
             *         "wouldReturn": {
             *           "yes": 6,
             *           "no": 3
             *         },
             *         "hadTools": {
             *           "yes": 8,
             *           "no": 1
             *         },
             *         "feltValued": {
             *           "yes": 5,
             *           "no": 4
             *         }
             *       },
             *       "comments": 4
             *     }
             */
            "application/json": {
              invited: number;
              answered: number;
              responseRate: number;
              scores: {
                [key: string]: {
                  average: number;
                  distribution: number[];
                };
              };
              yesNo: {
                [key: string]: {
                  yes: number;
                  no: number;
                };
              };
              /** @description How many answers left a comment (the texts are not listed). */
              comments: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/org-chart": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The org chart: active workers under their supervisors, depth-first
     * @description Admins and managers: the active workers as a flat list in depth-first order (each right before their reports, siblings by name), with role, department and office names and report counts; `rootWorkerId` answers only that person's part (an unknown one is 404 `NOT_FOUND`).
     */
    get: {
      parameters: {
        query?: {
          rootWorkerId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "total": 6,
             *       "roots": [
             *         "6650f1c2a9d3e4b5c6d7e902"
             *       ],
             *       "nodes": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e902",
             *           "name": "Marina",
             *           "lastName": "Alves",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "CTO",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": null,
             *           "depth": 0,
             *           "children": [
             *             "6650f1c2a9d3e4b5c6d7e901",
             *             "6650f1c2a9d3e4b5c6d7e90b"
             *           ],
             *           "directReports": 2,
             *           "totalReports": 5
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e901",
             *           "name": "Ana",
             *           "lastName": "Lima",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "Team lead",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": "6650f1c2a9d3e4b5c6d7e902",
             *           "depth": 1,
             *           "children": [
             *             "6650f1c2a9d3e4b5c6d7e907",
             *             "6650f1c2a9d3e4b5c6d7e905",
             *             "6650f1c2a9d3e4b5c6d7e909"
             *           ],
             *           "directReports": 3,
             *           "totalReports": 3
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e907",
             *           "name": "Anderson",
             *           "lastName": "Costa",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "Software engineer",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": "6650f1c2a9d3e4b5c6d7e901",
             *           "depth": 2,
             *           "children": [],
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e905",
             *           "name": "Bruno",
             *           "lastName": "Souza",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "Software engineer",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": "6650f1c2a9d3e4b5c6d7e901",
             *           "depth": 2,
             *           "children": [],
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e909",
             *           "name": "Júlia",
             *           "lastName": "Ramos",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "QA analyst",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": "6650f1c2a9d3e4b5c6d7e901",
             *           "depth": 2,
             *           "children": [],
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e90b",
             *           "name": "Pedro",
             *           "lastName": "Nunes",
             *           "roleId": "6650f1c2a9d3e4b5c6d7e830",
             *           "role": "Site reliability engineer",
             *           "departmentId": "6650f1c2a9d3e4b5c6d7e810",
             *           "department": "Engineering",
             *           "officeId": "6650f1c2a9d3e4b5c6d7e820",
             *           "office": "São Paulo HQ",
             *           "parentId": "6650f1c2a9d3e4b5c6d7e902",
             *           "depth": 1,
             *           "children": [],
             *           "directReports": 0,
             *           "totalReports": 0
             *         }
             *       ]
             *     }
             */
            "application/json": {
              total: number;
              roots: string[];
              nodes: {
                id: string;
                name: string;
                lastName?: string;
                nickname?: string;
                roleId?: string;
                role?: string;
                departmentId?: string;
                department?: string;
                officeId?: string;
                office?: string;
                /**
                 * @example {
                 *       "src": "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
                 *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
                 *       "size": 84512,
                 *       "name": "ana-lima.jpg"
                 *     }
                 */
                avatar?: {
                  src: string;
                  path: string;
                  size: number;
                  name: string;
                };
                parentId: string | null;
                depth: number;
                children: string[];
                directReports: number;
                totalReports: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The org-chart report: workers matching the filters (refused under 6 workers)
     * @description Admins and managers: one row per worker matching department, office, role, status (active by default) and supervisor's team (direct, or every level below with `includeIndirect`). Fewer than 6 rows is refused with `REPORT_MIN_WORKERS`, so a report never singles anyone out.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            roleId?: string;
            /** @enum {string} */
            status?: "active" | "terminated";
            supervisorId?: string;
            includeIndirect?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "total": 6,
             *       "rows": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e902",
             *           "name": "Marina",
             *           "lastName": "Alves",
             *           "email": "marina.alves@acme.com.br",
             *           "status": "active",
             *           "role": "CTO",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "startDateAtCompany": "2019-03-01",
             *           "depth": 0,
             *           "directReports": 2,
             *           "totalReports": 5
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e901",
             *           "name": "Ana",
             *           "lastName": "Lima",
             *           "email": "ana.lima@acme.com.br",
             *           "status": "active",
             *           "role": "Team lead",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "supervisorId": "6650f1c2a9d3e4b5c6d7e902",
             *           "supervisor": "Marina Alves",
             *           "startDateAtCompany": "2022-02-01",
             *           "depth": 1,
             *           "directReports": 3,
             *           "totalReports": 3
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e905",
             *           "name": "Bruno",
             *           "lastName": "Souza",
             *           "email": "bruno.souza@acme.com.br",
             *           "status": "active",
             *           "role": "Software engineer",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "supervisorId": "6650f1c2a9d3e4b5c6d7e901",
             *           "supervisor": "Ana Lima",
             *           "startDateAtCompany": "2023-05-15",
             *           "depth": 2,
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e907",
             *           "name": "Anderson",
             *           "lastName": "Costa",
             *           "email": "anderson.costa@acme.com.br",
             *           "status": "active",
             *           "role": "Software engineer",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "supervisorId": "6650f1c2a9d3e4b5c6d7e901",
             *           "supervisor": "Ana Lima",
             *           "startDateAtCompany": "2024-01-08",
             *           "depth": 2,
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e909",
             *           "name": "Júlia",
             *           "lastName": "Ramos",
             *           "email": "julia.ramos@acme.com.br",
             *           "status": "active",
             *           "role": "QA analyst",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "supervisorId": "6650f1c2a9d3e4b5c6d7e901",
             *           "supervisor": "Ana Lima",
             *           "startDateAtCompany": "2023-09-04",
             *           "depth": 2,
             *           "directReports": 0,
             *           "totalReports": 0
             *         },
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7e90b",
             *           "name": "Pedro",
             *           "lastName": "Nunes",
             *           "email": "pedro.nunes@acme.com.br",
             *           "status": "active",
             *           "role": "Site reliability engineer",
             *           "department": "Engineering",
             *           "office": "São Paulo HQ",
             *           "supervisorId": "6650f1c2a9d3e4b5c6d7e902",
             *           "supervisor": "Marina Alves",
             *           "startDateAtCompany": "2021-11-16",
             *           "depth": 1,
             *           "directReports": 0,
             *           "totalReports": 0
             *         }
             *       ]
             *     }
             */
            "application/json": {
              total: number;
              rows: {
                id: string;
                name: string;
                lastName?: string;
                email: string;
                status: string;
                role?: string;
                department?: string;
                office?: string;
                supervisorId?: string;
                supervisor?: string;
                startDateAtCompany?: string;
                depth?: number;
                directReports: number;
                totalReports: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/report/excel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The org-chart report as an Excel workbook (refused under 6 workers)
     * @description The same rows and rules as `POST /report`, as an .xlsx download with column titles in the caller's language.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            roleId?: string;
            /** @enum {string} */
            status?: "active" | "terminated";
            supervisorId?: string;
            includeIndirect?: boolean;
          };
        };
      };
      responses: {
        /** @description An .xlsx workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import workers from a CSV or Excel file (mode validate, all or valid-only)
     * @description Admins only. multipart/form-data with the file in the field `file` (CSV or .xlsx, at most 2 MB and 5,000 rows). Every row is checked first: `validate` stops there (a dry run), `all` creates nothing if any row is invalid (status `refused`), `valid-only` creates the valid rows. 202 when workers are being created (poll GET /workers/imports/{importId}), 200 otherwise. An unreadable file is 400 `PEOPLE_IMPORT_FILE_INVALID`, no rows `PEOPLE_IMPORT_EMPTY`, too many `PEOPLE_IMPORT_TOO_MANY_ROWS`, a required column absent `PEOPLE_IMPORT_COLUMN_MISSING`.
     */
    post: {
      parameters: {
        query: {
          mode: "validate" | "all" | "valid-only";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7eb01",
             *       "mode": "valid-only",
             *       "status": "done",
             *       "fileName": "new-hires-november.xlsx",
             *       "total": 42,
             *       "valid": 40,
             *       "invalid": 2,
             *       "created": 40,
             *       "failed": 0,
             *       "ignoredColumns": [
             *         "Badge number"
             *       ],
             *       "createdAt": "2026-11-03T13:02:11.000Z",
             *       "startedAt": "2026-11-03T13:02:12.000Z",
             *       "finishedAt": "2026-11-03T13:02:49.000Z",
             *       "rows": [
             *         {
             *           "row": 7,
             *           "email": "joao.pereira@example",
             *           "name": "João",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "email",
             *               "code": "VALIDATION_EMAIL",
             *               "message": "Invalid email."
             *             }
             *           ]
             *         },
             *         {
             *           "row": 19,
             *           "email": "lucia.melo@acme.com.br",
             *           "name": "Lúcia",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "address.zipcode",
             *               "code": "VALIDATION_REQUIRED",
             *               "message": "Required field."
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            "application/json": {
              id: string;
              /** @enum {string} */
              mode: "validate" | "all" | "valid-only";
              /** @enum {string} */
              status: "validated" | "refused" | "queued" | "running" | "done";
              fileName: string;
              total: number;
              valid: number;
              invalid: number;
              created: number;
              failed: number;
              ignoredColumns: string[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              startedAt?: string;
              /** Format: date-time */
              finishedAt?: string;
              rows: {
                row: number;
                email?: string;
                name?: string;
                /** @enum {string} */
                status: "invalid" | "valid" | "pending" | "created" | "failed";
                workerId?: string;
                errors: {
                  field: string;
                  code: string;
                  message: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7eb01",
             *       "mode": "valid-only",
             *       "status": "done",
             *       "fileName": "new-hires-november.xlsx",
             *       "total": 42,
             *       "valid": 40,
             *       "invalid": 2,
             *       "created": 40,
             *       "failed": 0,
             *       "ignoredColumns": [
             *         "Badge number"
             *       ],
             *       "createdAt": "2026-11-03T13:02:11.000Z",
             *       "startedAt": "2026-11-03T13:02:12.000Z",
             *       "finishedAt": "2026-11-03T13:02:49.000Z",
             *       "rows": [
             *         {
             *           "row": 7,
             *           "email": "joao.pereira@example",
             *           "name": "João",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "email",
             *               "code": "VALIDATION_EMAIL",
             *               "message": "Invalid email."
             *             }
             *           ]
             *         },
             *         {
             *           "row": 19,
             *           "email": "lucia.melo@acme.com.br",
             *           "name": "Lúcia",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "address.zipcode",
             *               "code": "VALIDATION_REQUIRED",
             *               "message": "Required field."
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            "application/json": {
              id: string;
              /** @enum {string} */
              mode: "validate" | "all" | "valid-only";
              /** @enum {string} */
              status: "validated" | "refused" | "queued" | "running" | "done";
              fileName: string;
              total: number;
              valid: number;
              invalid: number;
              created: number;
              failed: number;
              ignoredColumns: string[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              startedAt?: string;
              /** Format: date-time */
              finishedAt?: string;
              rows: {
                row: number;
                email?: string;
                name?: string;
                /** @enum {string} */
                status: "invalid" | "valid" | "pending" | "created" | "failed";
                workerId?: string;
                errors: {
                  field: string;
                  code: string;
                  message: string;
                }[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/import/template": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The import template: a CSV with every column (and the company's extra fields)
     * @description Admins only: the header row with every column the import reads (the company's extra fields as `extra:<id>`, file fields left out) and one example row, as a CSV download Excel opens as UTF-8.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A CSV file (UTF-8 with BOM). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example name,lastName,email,nickname,birthdate,gender,maritalStatus,race,disability,sexualOrientation,educationLevel,course,courseOther,nationality,phone,emergencyContact,zipcode,street,number,complement,district,city,state,department,office,role,contractType,salary,variablePay,lastIncrease,bank,bankId,accountNumber,startDateAtCompany,supervisorEmail,levels,locale,extra:shirt-size
             *     Ana,Silva,ana.silva@example.com,,1990-04-01,female,Single,,notApplicable,,high-complete,administration,,Brazilian,,,01001-000,Praça da Sé,100,,Sé,São Paulo,SP,,,,,,,,,,,2024-02-01,,requester,pt-BR,S
             */
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/imports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's latest imports
     * @description Admins only: the 20 latest imports, newest first, with their counts and status (no rows).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6650f1c2a9d3e4b5c6d7eb01",
             *           "mode": "valid-only",
             *           "status": "done",
             *           "fileName": "new-hires-november.xlsx",
             *           "total": 42,
             *           "valid": 40,
             *           "invalid": 2,
             *           "created": 40,
             *           "failed": 0,
             *           "ignoredColumns": [
             *             "Badge number"
             *           ],
             *           "createdAt": "2026-11-03T13:02:11.000Z",
             *           "startedAt": "2026-11-03T13:02:12.000Z",
             *           "finishedAt": "2026-11-03T13:02:49.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                /** @enum {string} */
                mode: "validate" | "all" | "valid-only";
                /** @enum {string} */
                status: "validated" | "refused" | "queued" | "running" | "done";
                fileName: string;
                total: number;
                valid: number;
                invalid: number;
                created: number;
                failed: number;
                ignoredColumns: string[];
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                startedAt?: string;
                /** Format: date-time */
                finishedAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/imports/{importId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An import's progress and its problem rows (or every row with rows=all)
     * @description Admins only: counts, status and the rows that are invalid or failed (every row with `rows=all`), each with its errors in the caller's language; poll it while the status is `queued` or `running`. An unknown id is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query: {
          rows: "problems" | "all";
        };
        header?: never;
        path: {
          companyId: string;
          importId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7eb01",
             *       "mode": "valid-only",
             *       "status": "done",
             *       "fileName": "new-hires-november.xlsx",
             *       "total": 42,
             *       "valid": 40,
             *       "invalid": 2,
             *       "created": 40,
             *       "failed": 0,
             *       "ignoredColumns": [
             *         "Badge number"
             *       ],
             *       "createdAt": "2026-11-03T13:02:11.000Z",
             *       "startedAt": "2026-11-03T13:02:12.000Z",
             *       "finishedAt": "2026-11-03T13:02:49.000Z",
             *       "rows": [
             *         {
             *           "row": 7,
             *           "email": "joao.pereira@example",
             *           "name": "João",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "email",
             *               "code": "VALIDATION_EMAIL",
             *               "message": "Invalid email."
             *             }
             *           ]
             *         },
             *         {
             *           "row": 19,
             *           "email": "lucia.melo@acme.com.br",
             *           "name": "Lúcia",
             *           "status": "invalid",
             *           "errors": [
             *             {
             *               "field": "address.zipcode",
             *               "code": "VALIDATION_REQUIRED",
             *               "message": "Required field."
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            "application/json": {
              id: string;
              /** @enum {string} */
              mode: "validate" | "all" | "valid-only";
              /** @enum {string} */
              status: "validated" | "refused" | "queued" | "running" | "done";
              fileName: string;
              total: number;
              valid: number;
              invalid: number;
              created: number;
              failed: number;
              ignoredColumns: string[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              startedAt?: string;
              /** Format: date-time */
              finishedAt?: string;
              rows: {
                row: number;
                email?: string;
                name?: string;
                /** @enum {string} */
                status: "invalid" | "valid" | "pending" | "created" | "failed";
                workerId?: string;
                errors: {
                  field: string;
                  code: string;
                  message: string;
                }[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/imports/{importId}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an import's run again when it stopped (e.g. after a crash); no-op otherwise
     * @description Admins only: continues creating the pending rows of a `queued` or `running` import whose run stopped; for any other import nothing happens. Answers the import's summary; an unknown id is 404 `NOT_FOUND`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          importId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6650f1c2a9d3e4b5c6d7eb01",
             *       "mode": "valid-only",
             *       "status": "done",
             *       "fileName": "new-hires-november.xlsx",
             *       "total": 42,
             *       "valid": 40,
             *       "invalid": 2,
             *       "created": 40,
             *       "failed": 0,
             *       "ignoredColumns": [
             *         "Badge number"
             *       ],
             *       "createdAt": "2026-11-03T13:02:11.000Z",
             *       "startedAt": "2026-11-03T13:02:12.000Z",
             *       "finishedAt": "2026-11-03T13:02:49.000Z"
             *     }
             */
            "application/json": {
              id: string;
              /** @enum {string} */
              mode: "validate" | "all" | "valid-only";
              /** @enum {string} */
              status: "validated" | "refused" | "queued" | "running" | "done";
              fileName: string;
              total: number;
              valid: number;
              invalid: number;
              created: number;
              failed: number;
              ignoredColumns: string[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              startedAt?: string;
              /** Format: date-time */
              finishedAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/extra-fields/{fieldId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the file of a worker's profile's extra field
     * @description For admins, and managers for the workers in their chain (403 `FORBIDDEN` otherwise). Streams the file as an attachment under its uploaded name; a field without a file is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload the file of a worker's profile's extra field (type file)
     * @description For admins, and managers for the workers in their chain (field access: 403 `FORBIDDEN` otherwise). multipart/form-data with the file in the field `file` (any type, at most 2 MB). It replaces the field's previous file. A field that is not a file field of the company is 400 `PEOPLE_FIELD_UNKNOWN`; no file `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/worker-files/6650f1c2a9d3e4b5c6d7e901/vaccination-card-4d2a9c7e1f3b8a60",
             *       "name": "vaccination-card.pdf",
             *       "size": 231877
             *     }
             */
            "application/json": {
              path: string;
              name: string;
              size: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove the file of a worker's profile's extra field
     * @description For admins, and managers for the workers in their chain (field access: 403 `FORBIDDEN` otherwise). The stored file goes too; a field without a file is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/me/extra-fields/{fieldId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the file of the signed-in person's own profile's extra field
     * @description Any level, on their own worker record. Streams the file as an attachment under its uploaded name; a field without a file is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload the file of the signed-in person's own profile's extra field (type file)
     * @description Any level, on their own worker record. multipart/form-data with the file in the field `file` (any type, at most 2 MB). It replaces the field's previous file. A field that is not a file field of the company is 400 `PEOPLE_FIELD_UNKNOWN`; no file `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "path": "companies/6650f1c2a9d3e4b5c6d7e8f0/worker-files/6650f1c2a9d3e4b5c6d7e901/vaccination-card-4d2a9c7e1f3b8a60",
             *       "name": "vaccination-card.pdf",
             *       "size": 231877
             *     }
             */
            "application/json": {
              path: string;
              name: string;
              size: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /**
     * Remove the file of the signed-in person's own profile's extra field
     * @description Any level, on their own worker record. The stored file goes too; a field without a file is 404 `NOT_FOUND`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/billing": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's plan, people limit, trial, the plans to choose from and the next bill's estimate */
    get: operations["getPlanBilling"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/billing/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Chooses the company's plan (ends a free trial); refused when it has more people than the plan allows */
    put: operations["choosePlan"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/billing/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's invoices, newest month first */
    get: operations["listInvoices"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/billing/invoices/{invoiceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One invoice with its lines (each person's registered days and amount) */
    get: operations["getInvoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/billing/invoices/{invoiceId}/pay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts paying an invoice at the payment provider: the checkout page to open */
    post: operations["payInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave-types": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                companyId: string;
                title: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                color: string;
                unit: "days" | "hours";
                totalTime: number;
                order: number;
                rangeTypes: string[];
                extraFields: {
                  id: string;
                  label: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  required: boolean;
                  type: "text" | "date" | "file";
                }[];
                paid: boolean;
                payroll: boolean;
                allowOverlap: boolean;
                tracked: boolean;
                workingDaysOnly: boolean;
                sale?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                buy?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                rollover?: {
                  allowed: boolean;
                  maxTime?: number;
                  expiresAfterMonths?: number;
                };
                anticipation?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                reviewPeriodMonths?: number;
                accrual: {
                  kind: "none" | "yearly" | "monthly" | "anniversary";
                  amount?: number;
                  minServiceMonths?: number;
                  everyMonths?: number;
                };
                approval?: {
                  required?: boolean;
                  steps?: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  }[];
                  conditions?: {
                    moreThanDays: number;
                    step: {
                      kind: "supervisor" | "level" | "people";
                      level?: "admin" | "revisor";
                      userIds?: string[];
                    };
                  }[];
                };
                legalBasis?: string;
                packKey?: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave-types/many": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            items: {
              title: {
                en: string;
                "pt-BR": string;
                es: string;
              };
              color: string;
              unit: "days" | "hours";
              totalTime: number;
              order?: number;
              rangeTypes?: ("single" | "range")[];
              extraFields?: {
                id: string;
                label: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                required: boolean;
                type: "text" | "date" | "file";
              }[];
              paid?: boolean;
              payroll?: boolean;
              allowOverlap?: boolean;
              tracked?: boolean;
              workingDaysOnly?: boolean;
              sale?: {
                allowed: boolean;
                maxTime?: number;
              };
              buy?: {
                allowed: boolean;
                maxTime?: number;
              };
              rollover?: {
                allowed: boolean;
                maxTime?: number;
                expiresAfterMonths?: number;
              };
              anticipation?: {
                allowed: boolean;
                maxTime?: number;
              };
              reviewPeriodMonths?: number;
              accrual?: {
                kind: "none" | "yearly" | "monthly" | "anniversary";
                amount?: number;
                minServiceMonths?: number;
                everyMonths?: number;
              };
              approval?: {
                required?: boolean;
                steps?: {
                  kind: "supervisor" | "level" | "people";
                  level?: "admin" | "revisor";
                  userIds?: string[];
                }[];
                conditions?: {
                  moreThanDays: number;
                  step: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  };
                }[];
              };
              legalBasis?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                companyId: string;
                title: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                color: string;
                unit: "days" | "hours";
                totalTime: number;
                order: number;
                rangeTypes: string[];
                extraFields: {
                  id: string;
                  label: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  required: boolean;
                  type: "text" | "date" | "file";
                }[];
                paid: boolean;
                payroll: boolean;
                allowOverlap: boolean;
                tracked: boolean;
                workingDaysOnly: boolean;
                sale?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                buy?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                rollover?: {
                  allowed: boolean;
                  maxTime?: number;
                  expiresAfterMonths?: number;
                };
                anticipation?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                reviewPeriodMonths?: number;
                accrual: {
                  kind: "none" | "yearly" | "monthly" | "anniversary";
                  amount?: number;
                  minServiceMonths?: number;
                  everyMonths?: number;
                };
                approval?: {
                  required?: boolean;
                  steps?: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  }[];
                  conditions?: {
                    moreThanDays: number;
                    step: {
                      kind: "supervisor" | "level" | "people";
                      level?: "admin" | "revisor";
                      userIds?: string[];
                    };
                  }[];
                };
                legalBasis?: string;
                packKey?: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            items: {
              id: string;
              title?: {
                en: string;
                "pt-BR": string;
                es: string;
              };
              color?: string;
              unit?: "days" | "hours";
              totalTime?: number;
              order?: number;
              rangeTypes?: ("single" | "range")[];
              extraFields?: {
                id: string;
                label: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                required: boolean;
                type: "text" | "date" | "file";
              }[];
              paid?: boolean;
              payroll?: boolean;
              allowOverlap?: boolean;
              tracked?: boolean;
              workingDaysOnly?: boolean;
              sale?: {
                allowed: boolean;
                maxTime?: number;
              };
              buy?: {
                allowed: boolean;
                maxTime?: number;
              };
              rollover?: {
                allowed: boolean;
                maxTime?: number;
                expiresAfterMonths?: number;
              };
              anticipation?: {
                allowed: boolean;
                maxTime?: number;
              };
              reviewPeriodMonths?: number;
              accrual?: {
                kind: "none" | "yearly" | "monthly" | "anniversary";
                amount?: number;
                minServiceMonths?: number;
                everyMonths?: number;
              };
              approval?: {
                required?: boolean;
                steps?: {
                  kind: "supervisor" | "level" | "people";
                  level?: "admin" | "revisor";
                  userIds?: string[];
                }[];
                conditions?: {
                  moreThanDays: number;
                  step: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  };
                }[];
              };
              legalBasis?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                companyId: string;
                title: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                color: string;
                unit: "days" | "hours";
                totalTime: number;
                order: number;
                rangeTypes: string[];
                extraFields: {
                  id: string;
                  label: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  required: boolean;
                  type: "text" | "date" | "file";
                }[];
                paid: boolean;
                payroll: boolean;
                allowOverlap: boolean;
                tracked: boolean;
                workingDaysOnly: boolean;
                sale?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                buy?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                rollover?: {
                  allowed: boolean;
                  maxTime?: number;
                  expiresAfterMonths?: number;
                };
                anticipation?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                reviewPeriodMonths?: number;
                accrual: {
                  kind: "none" | "yearly" | "monthly" | "anniversary";
                  amount?: number;
                  minServiceMonths?: number;
                  everyMonths?: number;
                };
                approval?: {
                  required?: boolean;
                  steps?: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  }[];
                  conditions?: {
                    moreThanDays: number;
                    step: {
                      kind: "supervisor" | "level" | "people";
                      level?: "admin" | "revisor";
                      userIds?: string[];
                    };
                  }[];
                };
                legalBasis?: string;
                packKey?: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/leave-types/{leaveTypeId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          leaveTypeId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave-packs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                countryId: string;
                entries: {
                  key: string;
                  title: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  unit: string;
                  totalTime: number;
                  paid: boolean;
                  legalBasis: string;
                  uncertain: boolean;
                  note?: string;
                }[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/choose-pack/{packId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          packId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId?: string;
            replace?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              packId: string;
              created: number;
              skipped: number;
              items: {
                id: string;
                companyId: string;
                title: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                color: string;
                unit: "days" | "hours";
                totalTime: number;
                order: number;
                rangeTypes: string[];
                extraFields: {
                  id: string;
                  label: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  required: boolean;
                  type: "text" | "date" | "file";
                }[];
                paid: boolean;
                payroll: boolean;
                allowOverlap: boolean;
                tracked: boolean;
                workingDaysOnly: boolean;
                sale?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                buy?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                rollover?: {
                  allowed: boolean;
                  maxTime?: number;
                  expiresAfterMonths?: number;
                };
                anticipation?: {
                  allowed: boolean;
                  maxTime?: number;
                };
                reviewPeriodMonths?: number;
                accrual: {
                  kind: "none" | "yearly" | "monthly" | "anniversary";
                  amount?: number;
                  minServiceMonths?: number;
                  everyMonths?: number;
                };
                approval?: {
                  required?: boolean;
                  steps?: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  }[];
                  conditions?: {
                    moreThanDays: number;
                    step: {
                      kind: "supervisor" | "level" | "people";
                      level?: "admin" | "revisor";
                      userIds?: string[];
                    };
                  }[];
                };
                legalBasis?: string;
                packKey?: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/leave/balances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          asOf?: string;
          userId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              userId: string;
              items: {
                leaveTypeId: string;
                unit: string;
                asOf: string;
                balance: number;
                forecast: number;
                available: number;
                availableInUnit: number;
                periodEnd?: string;
                accruing?: number;
                booked?: number;
                projected?: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/ledger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          userId?: string;
          leaveTypeId?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                userId: string;
                leaveTypeId: string;
                kind: string;
                amount: number;
                effectiveDate: string;
                reason: string;
                authorId: string;
                requestId?: string;
                period?: string;
                /** Format: date-time */
                createdAt: string;
                balanceAfter?: number;
                authorName?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId: string;
            leaveTypeId: string;
            kind: "grant" | "adjustment" | "sale" | "rollover" | "anticipation" | "expiry";
            amount: number;
            effectiveDate?: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              kind: string;
              amount: number;
              effectiveDate: string;
              reason: string;
              authorId: string;
              requestId?: string;
              period?: string;
              /** Format: date-time */
              createdAt: string;
              balanceAfter?: number;
              authorName?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/balances/adjustments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An admin's adjustment or starting balance (amount in the type's unit), with its reason */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId: string;
            leaveTypeId: string;
            kind: "adjustment" | "starting-balance";
            amount: number;
            effectiveDate?: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              kind: string;
              amount: number;
              effectiveDate: string;
              reason: string;
              authorId: string;
              requestId?: string;
              period?: string;
              /** Format: date-time */
              createdAt: string;
              balanceAfter?: number;
              authorName?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/balances/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starting balances from a CSV or Excel file: preview every row, then commit (all or nothing)
     * @description multipart/form-data with the file in the field `file` (CSV or .xlsx, at most 2 MB). Columns: worker (e-mail or id), leave type (name or id), balance (in the type's unit), as of (YYYY-MM-DD or DD/MM/YYYY), reason (optional).
     */
    post: {
      parameters: {
        query: {
          mode: "preview" | "commit";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              mode: string;
              total: number;
              invalid: number;
              existing: number;
              written: number;
              rows: {
                row: number;
                worker: string;
                userId?: string;
                workerName?: string;
                leaveType: string;
                leaveTypeId?: string;
                unit?: string;
                balance?: number;
                asOf?: string;
                reason?: string;
                status: "ok" | "exists" | "written" | "invalid";
                problems: {
                  column: string;
                  code: string;
                  message: string;
                }[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/accrual/run": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              granted: number;
              rolledOver: number;
              expired: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            leaveTypeId: string;
            startDate: string;
            endDate?: string;
            startTime?: string;
            endTime?: string;
            halfDay?: "morning" | "afternoon";
            note?: string;
            extraFields?: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/payroll-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            leaveTypeId: string;
            startDate: string;
            endDate?: string;
            startTime?: string;
            endTime?: string;
            halfDay?: "morning" | "afternoon";
            note?: string;
            extraFields?: {
              [key: string]: string;
            };
            userId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          status?: "pending" | "approved" | "approved-payroll" | "denied" | "canceled";
          leaveTypeId?: string;
          range?: "today" | "yesterday" | "this-month" | "this-year" | "last-month";
          from?: string;
          to?: string;
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                startTime?: string;
                endTime?: string;
                halfDay?: "morning" | "afternoon";
                countDays: number;
                months: string[];
                amount: number;
                status: string;
                steps: {
                  kind: string;
                  level?: string;
                  userIds?: string[];
                  decidedBy?: string;
                  decidedAt?: string;
                }[];
                stepIndex: number;
                note?: string;
                extraFields?: {
                  [key: string]: string;
                };
                history: {
                  from: string;
                  to: string;
                  by: string;
                  at: string;
                  reason?: string;
                }[];
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/pending-approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                startTime?: string;
                endTime?: string;
                halfDay?: "morning" | "afternoon";
                countDays: number;
                months: string[];
                amount: number;
                status: string;
                steps: {
                  kind: string;
                  level?: string;
                  userIds?: string[];
                  decidedBy?: string;
                  decidedAt?: string;
                }[];
                stepIndex: number;
                note?: string;
                extraFields?: {
                  [key: string]: string;
                };
                history: {
                  from: string;
                  to: string;
                  by: string;
                  at: string;
                  reason?: string;
                }[];
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                balanceAfter?: {
                  available: number;
                  unit: string;
                  availableInUnit: number;
                };
                overlaps: {
                  userId: string;
                  name: string;
                  startDate: string;
                  endDate: string;
                  status: string;
                }[];
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/bulk-approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            requestIds: string[];
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              results: {
                requestId: string;
                ok: boolean;
                status?: string;
                error?: {
                  code: string;
                  message: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/{requestId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/{requestId}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/{requestId}/deny": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/{requestId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/requests/{requestId}/payroll": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              startTime?: string;
              endTime?: string;
              halfDay?: "morning" | "afternoon";
              countDays: number;
              months: string[];
              amount: number;
              status: string;
              steps: {
                kind: string;
                level?: string;
                userIds?: string[];
                decidedBy?: string;
                decidedAt?: string;
              }[];
              stepIndex: number;
              note?: string;
              extraFields?: {
                [key: string]: string;
              };
              history: {
                from: string;
                to: string;
                by: string;
                at: string;
                reason?: string;
              }[];
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/holidays/{countryId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          year: number;
          region?: string;
        };
        header?: never;
        path: {
          companyId: string;
          countryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              countryId: string;
              items: {
                date: string;
                name: string;
                source: string;
                region?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          countryId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            items: {
              date: string;
              name: string;
              region?: string;
              remove?: boolean;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              countryId: string;
              items: {
                date: string;
                name: string;
                source: string;
                region?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/calendar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
          scope: "company" | "department" | "office" | "team";
          departmentId?: string;
          officeId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              from: string;
              to: string;
              leaves: {
                id: string;
                userId: string;
                name: string;
                leaveTypeId?: string;
                startDate: string;
                endDate: string;
                status: string;
              }[];
              holidays: {
                date: string;
                name: string;
                source: string;
                region?: string;
              }[];
              lockedDates: {
                id: string;
                startDate: string;
                endDate: string;
                reason?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/locked-dates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                startDate: string;
                endDate: string;
                reason?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            startDate: string;
            endDate: string;
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              startDate: string;
              endDate: string;
              reason?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/locked-dates/{lockedDateId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          lockedDateId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or rotate the caller's iCalendar feed URL (the previous URL stops working) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @default company */
            scope?: "company" | "team";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              url: string;
              path: string;
              scope: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** Revoke the caller's iCalendar feed URL */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/leave/home/approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's pending approvals with how many others of the requester's department are off then */
    get: {
      parameters: {
        query: {
          limit: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              total: number;
              items: {
                id: string;
                userId: string;
                name: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                department: string | null;
                othersOff: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/vacation-planner": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A year's plan: departments' coverage against their minimum staffing, warnings, who is out */
    get: {
      parameters: {
        query?: {
          year?: number;
          departmentId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              year: number;
              from: string;
              to: string;
              holidays: {
                date: string;
                name: string;
              }[];
              departments: {
                id: string;
                name: string;
                headcount: number;
                minimumPresent: number | null;
                shortDays: number;
              }[];
              department: {
                id: string;
                name: string;
                headcount: number;
                minimumPresent: number | null;
                shortDays: number;
                scheduled: number[];
                present: number[];
                away: number[];
                warnings: {
                  startDate: string;
                  endDate: string;
                  shortDays: number;
                  lowestPresent: number;
                  minimumPresent: number;
                }[];
                people: {
                  userId: string;
                  workerId: string;
                  name: string;
                  absences: {
                    kind: "leave" | "plan";
                    id: string;
                    leaveTypeId: string;
                    startDate: string;
                    endDate: string;
                    status?: string;
                    note?: string;
                    request?: {
                      id: string;
                      status: string;
                    };
                  }[];
                }[];
              } | null;
              leaveTypes: {
                id: string;
                title: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                color: string;
                unit: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/vacation-planner/departments/{departmentId}/minimum-staffing": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets how many people a department needs present on a working day (0: no minimum) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          departmentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            minimumPresent: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              departmentId: string;
              minimumPresent: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/vacation-planner/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Plans a person's absence */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId: string;
            leaveTypeId: string;
            startDate: string;
            endDate?: string;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              countDays: number;
              note?: string;
              request?: {
                id: string;
                status: string;
              };
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/vacation-planner/entries/{entryId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            leaveTypeId?: string;
            startDate?: string;
            endDate?: string;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              leaveTypeId: string;
              startDate: string;
              endDate: string;
              countDays: number;
              note?: string;
              request?: {
                id: string;
                status: string;
              };
              createdBy: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/vacation-planner/entries/{entryId}/request": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns a plan entry into a leave request for its person (201; 200 with the same request again) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entry: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                countDays: number;
                note?: string;
                request?: {
                  id: string;
                  status: string;
                };
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              request: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                startTime?: string;
                endTime?: string;
                halfDay?: "morning" | "afternoon";
                countDays: number;
                months: string[];
                amount: number;
                status: string;
                steps: {
                  kind: string;
                  level?: string;
                  userIds?: string[];
                  decidedBy?: string;
                  decidedAt?: string;
                }[];
                stepIndex: number;
                note?: string;
                extraFields?: {
                  [key: string]: string;
                };
                history: {
                  from: string;
                  to: string;
                  by: string;
                  at: string;
                  reason?: string;
                }[];
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              created: boolean;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entry: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                countDays: number;
                note?: string;
                request?: {
                  id: string;
                  status: string;
                };
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              request: {
                id: string;
                userId: string;
                leaveTypeId: string;
                startDate: string;
                endDate: string;
                startTime?: string;
                endTime?: string;
                halfDay?: "morning" | "afternoon";
                countDays: number;
                months: string[];
                amount: number;
                status: string;
                steps: {
                  kind: string;
                  level?: string;
                  userIds?: string[];
                  decidedBy?: string;
                  decidedAt?: string;
                }[];
                stepIndex: number;
                note?: string;
                extraFields?: {
                  [key: string]: string;
                };
                history: {
                  from: string;
                  to: string;
                  by: string;
                  at: string;
                  reason?: string;
                }[];
                createdBy: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              created: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The company's scheduling settings: whether leaders approve schedule orders, whether people confirm published shifts, shifts on holidays (warn or refuse) and each labour rule's action and limit. Admins and managers (`scheduling.shift.read`); the defaults until an admin saves them. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "manageScheduleOrder": true,
             *       "requireConfirmation": false,
             *       "holidays": "warn",
             *       "rules": {
             *         "dailyHours": {
             *           "action": "refuse",
             *           "limit": 10
             *         },
             *         "weeklyHours": {
             *           "action": "warn",
             *           "limit": 44
             *         },
             *         "minRest": {
             *           "action": "refuse",
             *           "limit": 11
             *         },
             *         "weeklyRestDay": {
             *           "action": "warn",
             *           "limit": 24
             *         },
             *         "partTime": {
             *           "action": "warn",
             *           "limit": 30
             *         },
             *         "consecutiveDays": {
             *           "action": "warn",
             *           "limit": 6
             *         }
             *       }
             *     }
             */
            "application/json": {
              manageScheduleOrder: boolean;
              requireConfirmation: boolean;
              holidays: "warn" | "refuse";
              rules: {
                dailyHours: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                weeklyHours: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                minRest: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                weeklyRestDay: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                partTime: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                consecutiveDays: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** @description Replaces the scheduling settings whole; admins only (`scheduling.settings.manage`). The rules apply to shifts written afterwards, not to ones already on the board. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "manageScheduleOrder": true,
           *       "requireConfirmation": false,
           *       "holidays": "warn",
           *       "rules": {
           *         "dailyHours": {
           *           "action": "refuse",
           *           "limit": 10
           *         },
           *         "weeklyHours": {
           *           "action": "warn",
           *           "limit": 44
           *         },
           *         "minRest": {
           *           "action": "refuse",
           *           "limit": 11
           *         },
           *         "weeklyRestDay": {
           *           "action": "warn",
           *           "limit": 24
           *         },
           *         "partTime": {
           *           "action": "warn",
           *           "limit": 30
           *         },
           *         "consecutiveDays": {
           *           "action": "warn",
           *           "limit": 6
           *         }
           *       }
           *     }
           */
          "application/json": {
            manageScheduleOrder: boolean;
            requireConfirmation: boolean;
            holidays: "warn" | "refuse";
            rules: {
              dailyHours: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
              weeklyHours: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
              minRest: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
              weeklyRestDay: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
              partTime: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
              consecutiveDays: {
                action: "off" | "warn" | "refuse";
                limit: number;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "manageScheduleOrder": true,
             *       "requireConfirmation": false,
             *       "holidays": "warn",
             *       "rules": {
             *         "dailyHours": {
             *           "action": "refuse",
             *           "limit": 10
             *         },
             *         "weeklyHours": {
             *           "action": "warn",
             *           "limit": 44
             *         },
             *         "minRest": {
             *           "action": "refuse",
             *           "limit": 11
             *         },
             *         "weeklyRestDay": {
             *           "action": "warn",
             *           "limit": 24
             *         },
             *         "partTime": {
             *           "action": "warn",
             *           "limit": 30
             *         },
             *         "consecutiveDays": {
             *           "action": "warn",
             *           "limit": 6
             *         }
             *       }
             *     }
             */
            "application/json": {
              manageScheduleOrder: boolean;
              requireConfirmation: boolean;
              holidays: "warn" | "refuse";
              rules: {
                dailyHours: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                weeklyHours: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                minRest: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                weeklyRestDay: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                partTime: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
                consecutiveDays: {
                  action: "off" | "warn" | "refuse";
                  limit: number;
                };
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/profiles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Every scheduling profile of the company (part-time flag and skills, by user id); people without one are full-time with no skills. Admins and managers (`scheduling.shift.read`). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "partTime": false,
             *           "skills": [
             *             "cashier",
             *             "stock"
             *           ]
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                userId: string;
                partTime: boolean;
                skills: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/profiles/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Sets a person's part-time flag (the part-time rule's weekly limit applies to them) and skills (an open shift with a skill is offered only to people who have it). Admins and managers (`scheduling.shift.manage`); a user who is not an active worker of the company is 404 `NOT_FOUND`. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            partTime: boolean;
            skills: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "userId": "6761b1009b1e4a0012ab1001",
             *       "partTime": false,
             *       "skills": [
             *         "cashier",
             *         "stock"
             *       ]
             *     }
             */
            "application/json": {
              userId: string;
              partTime: boolean;
              skills: string[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/templates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The company's shift templates (name, hours, break, skill), by name, to fill the board quickly. Admins and managers (`scheduling.shift.read`). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761e1009b1e4a0012ab6001",
             *           "name": "Morning",
             *           "start": 420,
             *           "end": 900,
             *           "breakMinutes": 60,
             *           "skill": "cashier"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                name: string;
                start: number;
                end: number;
                breakMinutes: number;
                skill?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** @description Admins and managers (`scheduling.shift.manage`). The name is trimmed and required (`VALIDATION_REQUIRED`) and unique in the company (409 `SCHEDULING_TEMPLATE_TAKEN`); an end not after the start, or a break as long as the shift, is `SCHEDULING_SHIFT_TIMES`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            start: number;
            end: number;
            breakMinutes?: number;
            skill?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6761e1009b1e4a0012ab6001",
             *       "name": "Morning",
             *       "start": 420,
             *       "end": 900,
             *       "breakMinutes": 60,
             *       "skill": "cashier"
             *     }
             */
            "application/json": {
              id: string;
              name: string;
              start: number;
              end: number;
              breakMinutes: number;
              skill?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/templates/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Removes a template; shifts made from it stay. Admins and managers (`scheduling.shift.manage`); an unknown id, or another company's, is 404 `NOT_FOUND`. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/coverage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The minimum staffing slots of a department or office (`departmentId` or `officeId`; neither is `SCHEDULING_SCOPE_REQUIRED`). Admins and managers (`scheduling.shift.read`); no slots until they are set. */
    get: {
      parameters: {
        query?: {
          departmentId?: string;
          officeId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "departmentId": "6761a0009b1e4a0012ab0001",
             *       "slots": [
             *         {
             *           "start": 480,
             *           "end": 720,
             *           "minimum": 3,
             *           "weekdays": [
             *             1,
             *             2,
             *             3,
             *             4,
             *             5
             *           ]
             *         },
             *         {
             *           "start": 720,
             *           "end": 1080,
             *           "minimum": 2
             *         }
             *       ]
             *     }
             */
            "application/json": {
              departmentId?: string;
              officeId?: string;
              slots: {
                start: number;
                end: number;
                minimum: number;
                weekdays?: number[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** @description Replaces a department's or office's minimum staffing slots (minutes from midnight, the minimum of people, optionally the weekdays); the board compares them with the shifts scheduled. Admins and managers (`scheduling.shift.manage`); a slot that does not end after it starts is `SCHEDULING_SHIFT_TIMES`. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            slots: {
              start: number;
              end: number;
              minimum: number;
              weekdays?: number[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "departmentId": "6761a0009b1e4a0012ab0001",
             *       "slots": [
             *         {
             *           "start": 480,
             *           "end": 720,
             *           "minimum": 3,
             *           "weekdays": [
             *             1,
             *             2,
             *             3,
             *             4,
             *             5
             *           ]
             *         },
             *         {
             *           "start": 720,
             *           "end": 1080,
             *           "minimum": 2
             *         }
             *       ]
             *     }
             */
            "application/json": {
              departmentId?: string;
              officeId?: string;
              slots: {
                start: number;
                end: number;
                minimum: number;
                weekdays?: number[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/board": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The schedule of a department or office (`departmentId` or `officeId`, else `SCHEDULING_SCOPE_REQUIRED`) from `from` to `to` (default a week, at most 62 days: `SCHEDULING_RANGE_TOO_LONG`; `to` before `from` is `DATES_CHOOSE_CORRECT`): its people, draft and published shifts, approved leaves, holidays, availability marks, coverage against the minimums and the rules the shifts break, in the caller's language. Admins and managers (`scheduling.shift.read`). */
    get: {
      parameters: {
        query: {
          departmentId?: string;
          officeId?: string;
          from: string;
          to?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "from": "2026-12-07",
             *       "to": "2026-12-13",
             *       "people": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "name": "Ana Souza",
             *           "partTime": false,
             *           "skills": [
             *             "cashier"
             *           ]
             *         }
             *       ],
             *       "shifts": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "published",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "leaves": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1002",
             *           "startDate": "2026-12-09",
             *           "endDate": "2026-12-11"
             *         }
             *       ],
             *       "holidays": [
             *         {
             *           "date": "2026-12-08",
             *           "name": "Immaculate Conception"
             *         }
             *       ],
             *       "availability": [
             *         {
             *           "orderId": "6761d1009b1e4a0012ab5001",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-12",
             *           "type": "unavailable"
             *         }
             *       ],
             *       "coverage": [
             *         {
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "minimum": 2,
             *           "scheduled": 1
             *         }
             *       ],
             *       "warnings": []
             *     }
             */
            "application/json": {
              from: string;
              to: string;
              people: {
                userId: string;
                name: string;
                partTime: boolean;
                skills: string[];
              }[];
              shifts: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              leaves: {
                userId: string;
                startDate: string;
                endDate: string;
              }[];
              holidays: {
                date: string;
                name: string;
              }[];
              availability: {
                orderId: string;
                userId: string;
                date: string;
                type: "available" | "unavailable";
                start?: number;
                end?: number;
              }[];
              coverage: {
                date: string;
                start: number;
                end: number;
                minimum: number;
                scheduled: number;
              }[];
              warnings: {
                code: string;
                message: string;
                userId: string;
                date: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/shifts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Creates shifts as drafts (no `userId`: an open shift to claim), all or none: the first refusal is the error, e.g. 409 `SCHEDULING_CONFLICT` (an overlap), `SCHEDULING_ON_LEAVE`, `SCHEDULING_HOLIDAY` (when holidays refuse), `SCHEDULING_UNAVAILABLE`, a labour rule set to refuse (`SCHEDULING_RULE_*`), `SCHEDULING_NOT_A_WORKER` or `SCHEDULING_SHIFT_TIMES`. Rules set to warn come back in `warnings`; `dryRun` validates and writes nothing. Admins and managers (`scheduling.shift.manage`). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            items: {
              userId?: string | null;
              /** Format: date */
              date: string;
              start: number;
              end: number;
              breakMinutes?: number;
              skill?: string;
              note?: string;
              departmentId?: string;
              officeId?: string;
            }[];
            dryRun?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "draft",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "warnings": [
             *         {
             *           "code": "SCHEDULING_RULE_WEEKLY_HOURS",
             *           "message": "Ana Souza would work 46 h in the week of 2026-12-07; the limit is 44 h a week.",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07"
             *         }
             *       ],
             *       "written": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              warnings: {
                code: string;
                message: string;
                userId: string;
                date: string;
              }[];
              written: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/shifts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes a shift; a published one notifies its person. Admins and managers (`scheduling.shift.manage`); an unknown id, or another company's, is 404 `NOT_FOUND`. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Moves or edits a shift (the board's drag and drop): only the fields sent change, checked as on creation (the shift itself left out of the overlap test). The person must confirm it again; a published one notifies the people concerned. Admins and managers (`scheduling.shift.manage`); an unknown id is 404 `NOT_FOUND`, a shift changed meanwhile or in a pending trade 409 `SCHEDULING_SHIFT_CHANGED`. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId?: string | null;
            /** Format: date */
            date?: string;
            start?: number;
            end?: number;
            breakMinutes?: number;
            skill?: string | null;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "draft",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "warnings": [
             *         {
             *           "code": "SCHEDULING_RULE_WEEKLY_HOURS",
             *           "message": "Ana Souza would work 46 h in the week of 2026-12-07; the limit is 44 h a week.",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07"
             *         }
             *       ],
             *       "written": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              warnings: {
                code: string;
                message: string;
                userId: string;
                date: string;
              }[];
              written: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/shifts/copy-week": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Copies a department's or office's shifts of the week starting `fromWeek` to the week starting `toWeek`, as drafts. Shifts that cannot be written (leave, a conflict, a refusing rule) are left out rather than failing the copy; the answer counts the shifts written and lists the warnings. The same week twice is `DATES_CHOOSE_CORRECT`. Admins and managers (`scheduling.shift.manage`). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            /** Format: date */
            fromWeek: string;
            /** Format: date */
            toWeek: string;
            dryRun?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "draft",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "warnings": [
             *         {
             *           "code": "SCHEDULING_RULE_WEEKLY_HOURS",
             *           "message": "Ana Souza would work 46 h in the week of 2026-12-07; the limit is 44 h a week.",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07"
             *         }
             *       ],
             *       "written": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              warnings: {
                code: string;
                message: string;
                userId: string;
                date: string;
              }[];
              written: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/shifts/scale": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Generates a rotating scale (6x1, 5x1 or 5x2) for the people listed from `from` to `to` (at most 62 days), as drafts at the given hours; `stagger` (default true) moves each next person's rest day by one. Days a person cannot work (leave, a refusing holiday, unavailability, a refusing rule) are skipped. Admins and managers (`scheduling.shift.manage`); a department or office is required (`SCHEDULING_SCOPE_REQUIRED`). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            userIds: string[];
            scale: "6x1" | "5x1" | "5x2";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            start: number;
            end: number;
            breakMinutes?: number;
            stagger?: boolean;
            dryRun?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "draft",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "warnings": [
             *         {
             *           "code": "SCHEDULING_RULE_WEEKLY_HOURS",
             *           "message": "Ana Souza would work 46 h in the week of 2026-12-07; the limit is 44 h a week.",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07"
             *         }
             *       ],
             *       "written": 1
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              warnings: {
                code: string;
                message: string;
                userId: string;
                date: string;
              }[];
              written: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Publishes a department's or office's draft shifts from `from` to `to` (at most 62 days): their people are notified, and the rest of the team when open shifts are posted. Answers how many shifts were published and how many people notified (0 and 0 without drafts). Admins and managers (`scheduling.shift.manage`). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            departmentId?: string;
            officeId?: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "published": 84,
             *       "notified": 12
             *     }
             */
            "application/json": {
              published: number;
              notified: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/my-shifts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's published shifts from `from` (default today) to `to` (default four weeks on, at most 62 days), the open shifts of their department or office they may claim (their skills permitting), and whether the company asks them to confirm shifts. Every level (`scheduling.own.read`). */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "published",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "openShifts": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c02",
             *           "userId": null,
             *           "date": "2026-12-12",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "published",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z"
             *         }
             *       ],
             *       "requireConfirmation": false
             *     }
             */
            "application/json": {
              items: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              openShifts: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              requireConfirmation: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/team-shifts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Colleagues' published shifts in the caller's department (to ask for a trade)
     * @description The published shifts of the caller's department colleagues (not already in a pending trade) from `from` (default today) to `to` (default four weeks on), with their names, at most 500: the shifts one may ask to trade for. Empty for someone without a department. Every level (`scheduling.own.read`).
     */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761c2e09b1e4a0012ab3c01",
             *           "userId": "6761b1009b1e4a0012ab1003",
             *           "date": "2026-12-07",
             *           "start": 480,
             *           "end": 1020,
             *           "breakMinutes": 60,
             *           "status": "published",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "skill": "cashier",
             *           "updatedAt": "2026-11-27T14:05:00.000Z",
             *           "name": "Bruno Lima"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: ({
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              } & {
                name: string;
              })[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/shifts/{id}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The caller confirms one of their own published shifts (companies that require confirmation). Every level (`scheduling.own.read`); a shift that is not theirs, not published, or unknown is 404 `NOT_FOUND`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6761c2e09b1e4a0012ab3c01",
             *       "userId": "6761b1009b1e4a0012ab1001",
             *       "date": "2026-12-07",
             *       "start": 480,
             *       "end": 1020,
             *       "breakMinutes": 60,
             *       "status": "published",
             *       "departmentId": "6761a0009b1e4a0012ab0001",
             *       "skill": "cashier",
             *       "updatedAt": "2026-11-27T14:05:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              userId: string | null;
              date: string;
              start: number;
              end: number;
              breakMinutes: number;
              status: "draft" | "published";
              departmentId?: string;
              officeId?: string;
              skill?: string;
              note?: string;
              /** Format: date-time */
              confirmedAt?: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A schedule order: availability, unavailability, trade, cover or an open-shift claim
     * @description Every level (`scheduling.order.create`). `available`/`unavailable` mark a day (optionally hours) from today on (else `DATE_BEFORE_NOW`); `openshift` claims a published open shift at once (409 `SCHEDULING_SHIFT_TAKEN` if someone was first, `SCHEDULING_NOT_QUALIFIED` without its skill); `trade` offers the caller's shift for a colleague's (`targetShiftId`) and `cover` asks a colleague (or anyone qualified) to take it: both wait for the colleague, then for a leader when the company has leaders approve orders. A shift not the caller's is `SCHEDULING_NOT_YOUR_SHIFT`, a past one `SCHEDULING_PAST_SHIFT`, one already in an order `SCHEDULING_SHIFT_CHANGED`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            type: "available" | "unavailable" | "trade" | "cover" | "openshift";
            shiftId?: string;
            targetShiftId?: string;
            colleagueId?: string;
            /** Format: date */
            date?: string;
            start?: number;
            end?: number;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6761d1009b1e4a0012ab5002",
             *       "type": "cover",
             *       "state": "worker-must-approve",
             *       "requesterId": "6761b1009b1e4a0012ab1001",
             *       "requesterName": "Ana Souza",
             *       "colleagueId": "6761b1009b1e4a0012ab1003",
             *       "colleagueName": "Bruno Lima",
             *       "shift": {
             *         "id": "6761c2e09b1e4a0012ab3c01",
             *         "userId": "6761b1009b1e4a0012ab1001",
             *         "date": "2026-12-07",
             *         "start": 480,
             *         "end": 1020,
             *         "breakMinutes": 60,
             *         "status": "published",
             *         "departmentId": "6761a0009b1e4a0012ab0001",
             *         "skill": "cashier",
             *         "updatedAt": "2026-11-27T14:05:00.000Z"
             *       },
             *       "note": "Doctor's appointment that morning.",
             *       "createdAt": "2026-11-27T09:12:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              type: "available" | "unavailable" | "trade" | "cover" | "openshift";
              state: "worker-must-approve" | "waiting-admin-approval" | "unapproved" | "approved" | "canceled";
              requesterId: string;
              requesterName: string;
              colleagueId?: string;
              colleagueName?: string;
              /**
               * @example {
               *       "id": "6761c2e09b1e4a0012ab3c01",
               *       "userId": "6761b1009b1e4a0012ab1001",
               *       "date": "2026-12-07",
               *       "start": 480,
               *       "end": 1020,
               *       "breakMinutes": 60,
               *       "status": "published",
               *       "departmentId": "6761a0009b1e4a0012ab0001",
               *       "skill": "cashier",
               *       "updatedAt": "2026-11-27T14:05:00.000Z"
               *     }
               */
              shift?: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              };
              /**
               * @example {
               *       "id": "6761c2e09b1e4a0012ab3c01",
               *       "userId": "6761b1009b1e4a0012ab1001",
               *       "date": "2026-12-07",
               *       "start": 480,
               *       "end": 1020,
               *       "breakMinutes": 60,
               *       "status": "published",
               *       "departmentId": "6761a0009b1e4a0012ab0001",
               *       "skill": "cashier",
               *       "updatedAt": "2026-11-27T14:05:00.000Z"
               *     }
               */
              targetShift?: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              };
              date?: string;
              start?: number;
              end?: number;
              note?: string;
              decidedBy?: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's orders (made by or addressed to them), the open cover requests of their department, and for leaders every order waiting for approval; newest first, at most 100. Every level (`scheduling.order.create`). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6761d1009b1e4a0012ab5002",
             *           "type": "cover",
             *           "state": "worker-must-approve",
             *           "requesterId": "6761b1009b1e4a0012ab1001",
             *           "requesterName": "Ana Souza",
             *           "colleagueId": "6761b1009b1e4a0012ab1003",
             *           "colleagueName": "Bruno Lima",
             *           "shift": {
             *             "id": "6761c2e09b1e4a0012ab3c01",
             *             "userId": "6761b1009b1e4a0012ab1001",
             *             "date": "2026-12-07",
             *             "start": 480,
             *             "end": 1020,
             *             "breakMinutes": 60,
             *             "status": "published",
             *             "departmentId": "6761a0009b1e4a0012ab0001",
             *             "skill": "cashier",
             *             "updatedAt": "2026-11-27T14:05:00.000Z"
             *           },
             *           "note": "Doctor's appointment that morning.",
             *           "createdAt": "2026-11-27T09:12:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                type: "available" | "unavailable" | "trade" | "cover" | "openshift";
                state: "worker-must-approve" | "waiting-admin-approval" | "unapproved" | "approved" | "canceled";
                requesterId: string;
                requesterName: string;
                colleagueId?: string;
                colleagueName?: string;
                /**
                 * @example {
                 *       "id": "6761c2e09b1e4a0012ab3c01",
                 *       "userId": "6761b1009b1e4a0012ab1001",
                 *       "date": "2026-12-07",
                 *       "start": 480,
                 *       "end": 1020,
                 *       "breakMinutes": 60,
                 *       "status": "published",
                 *       "departmentId": "6761a0009b1e4a0012ab0001",
                 *       "skill": "cashier",
                 *       "updatedAt": "2026-11-27T14:05:00.000Z"
                 *     }
                 */
                shift?: {
                  id: string;
                  userId: string | null;
                  date: string;
                  start: number;
                  end: number;
                  breakMinutes: number;
                  status: "draft" | "published";
                  departmentId?: string;
                  officeId?: string;
                  skill?: string;
                  note?: string;
                  /** Format: date-time */
                  confirmedAt?: string;
                  /** Format: date-time */
                  updatedAt: string;
                };
                /**
                 * @example {
                 *       "id": "6761c2e09b1e4a0012ab3c01",
                 *       "userId": "6761b1009b1e4a0012ab1001",
                 *       "date": "2026-12-07",
                 *       "start": 480,
                 *       "end": 1020,
                 *       "breakMinutes": 60,
                 *       "status": "published",
                 *       "departmentId": "6761a0009b1e4a0012ab0001",
                 *       "skill": "cashier",
                 *       "updatedAt": "2026-11-27T14:05:00.000Z"
                 *     }
                 */
                targetShift?: {
                  id: string;
                  userId: string | null;
                  date: string;
                  start: number;
                  end: number;
                  breakMinutes: number;
                  status: "draft" | "published";
                  departmentId?: string;
                  officeId?: string;
                  skill?: string;
                  note?: string;
                  /** Format: date-time */
                  confirmedAt?: string;
                  /** Format: date-time */
                  updatedAt: string;
                };
                date?: string;
                start?: number;
                end?: number;
                note?: string;
                decidedBy?: string;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/orders/{orderId}/{action}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Moves an order on: the colleague accepts or declines, a leader approves or rejects, the requester cancels. An approved trade or cover moves the shifts and notifies. Every level (`scheduling.order.create`), as the order allows: a step not open in its state is 409 `SCHEDULING_ORDER_STATE`, another person's step `SCHEDULING_ORDER_NOT_YOURS` or 403 `FORBIDDEN`, an unknown order 404 `NOT_FOUND`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          orderId: string;
          action: "accept" | "decline" | "approve" | "reject" | "cancel";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6761d1009b1e4a0012ab5002",
             *       "type": "cover",
             *       "state": "worker-must-approve",
             *       "requesterId": "6761b1009b1e4a0012ab1001",
             *       "requesterName": "Ana Souza",
             *       "colleagueId": "6761b1009b1e4a0012ab1003",
             *       "colleagueName": "Bruno Lima",
             *       "shift": {
             *         "id": "6761c2e09b1e4a0012ab3c01",
             *         "userId": "6761b1009b1e4a0012ab1001",
             *         "date": "2026-12-07",
             *         "start": 480,
             *         "end": 1020,
             *         "breakMinutes": 60,
             *         "status": "published",
             *         "departmentId": "6761a0009b1e4a0012ab0001",
             *         "skill": "cashier",
             *         "updatedAt": "2026-11-27T14:05:00.000Z"
             *       },
             *       "note": "Doctor's appointment that morning.",
             *       "createdAt": "2026-11-27T09:12:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              type: "available" | "unavailable" | "trade" | "cover" | "openshift";
              state: "worker-must-approve" | "waiting-admin-approval" | "unapproved" | "approved" | "canceled";
              requesterId: string;
              requesterName: string;
              colleagueId?: string;
              colleagueName?: string;
              /**
               * @example {
               *       "id": "6761c2e09b1e4a0012ab3c01",
               *       "userId": "6761b1009b1e4a0012ab1001",
               *       "date": "2026-12-07",
               *       "start": 480,
               *       "end": 1020,
               *       "breakMinutes": 60,
               *       "status": "published",
               *       "departmentId": "6761a0009b1e4a0012ab0001",
               *       "skill": "cashier",
               *       "updatedAt": "2026-11-27T14:05:00.000Z"
               *     }
               */
              shift?: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              };
              /**
               * @example {
               *       "id": "6761c2e09b1e4a0012ab3c01",
               *       "userId": "6761b1009b1e4a0012ab1001",
               *       "date": "2026-12-07",
               *       "start": 480,
               *       "end": 1020,
               *       "breakMinutes": 60,
               *       "status": "published",
               *       "departmentId": "6761a0009b1e4a0012ab0001",
               *       "skill": "cashier",
               *       "updatedAt": "2026-11-27T14:05:00.000Z"
               *     }
               */
              targetShift?: {
                id: string;
                userId: string | null;
                date: string;
                start: number;
                end: number;
                breakMinutes: number;
                status: "draft" | "published";
                departmentId?: string;
                officeId?: string;
                skill?: string;
                note?: string;
                /** Format: date-time */
                confirmedAt?: string;
                /** Format: date-time */
                updatedAt: string;
              };
              date?: string;
              start?: number;
              end?: number;
              note?: string;
              decidedBy?: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/scheduling/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or rotate the caller's iCalendar feed of their own shifts
     * @description Creates the caller's secret iCalendar feed address of their published shifts, or replaces it (the old address stops working). Every level (`scheduling.own.read`). Calendar apps read it without signing in: keep the address private.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "url": "https://hr.example.com/api/scheduling/ical/6761a0009b1e4a0012ab0000-q3T9xL2vN8pR5wK7mZ1cY4bH6jF0dS.ics",
             *       "path": "/api/scheduling/ical/6761a0009b1e4a0012ab0000-q3T9xL2vN8pR5wK7mZ1cY4bH6jF0dS.ics"
             *     }
             */
            "application/json": {
              url: string;
              path: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** @description Revokes the caller's calendar feed: its address answers 404 afterwards. Every level (`scheduling.own.read`); without a feed it is 404 `NOT_FOUND`. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/punches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            status?: "start" | "middle" | "end";
            idempotencyKey: string;
            qr?: string;
            /** Format: date-time */
            deviceTime?: string;
            deviceSeq?: number;
            offline?: boolean;
            geo?: {
              lat: number;
              lng: number;
              accuracy?: number;
            };
            photo?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entry: {
                id: string;
                workerId: string;
                userId: string;
                status: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                /** Format: date-time */
                receivedAt: string;
                /** Format: date-time */
                deviceTime?: string;
                deviceSeq?: number;
                method: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                deviceId?: string;
                geo?: {
                  lat: number;
                  lng: number;
                  accuracy?: number;
                };
                withinGeofence?: boolean;
                photoFileId?: string;
                photoHash?: string;
                lateSync: boolean;
                idempotencyKey: string;
                seq: number;
                prevHash: string;
                hash: string;
                createdBy: string;
              };
              officeName?: string;
              companyName: string;
              personName: string;
              duplicate: boolean;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entry: {
                id: string;
                workerId: string;
                userId: string;
                status: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                /** Format: date-time */
                receivedAt: string;
                /** Format: date-time */
                deviceTime?: string;
                deviceSeq?: number;
                method: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                deviceId?: string;
                geo?: {
                  lat: number;
                  lng: number;
                  accuracy?: number;
                };
                withinGeofence?: boolean;
                photoFileId?: string;
                photoHash?: string;
                lateSync: boolean;
                idempotencyKey: string;
                seq: number;
                prevHash: string;
                hash: string;
                createdBy: string;
              };
              officeName?: string;
              companyName: string;
              personName: string;
              duplicate: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              hasWorkerProfile: boolean;
              day: string;
              entries: {
                id: string;
                workerId: string;
                userId: string;
                status: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                /** Format: date-time */
                receivedAt: string;
                /** Format: date-time */
                deviceTime?: string;
                deviceSeq?: number;
                method: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                deviceId?: string;
                geo?: {
                  lat: number;
                  lng: number;
                  accuracy?: number;
                };
                withinGeofence?: boolean;
                photoFileId?: string;
                photoHash?: string;
                lateSync: boolean;
                idempotencyKey: string;
                seq: number;
                prevHash: string;
                hash: string;
                createdBy: string;
              }[];
              corrections: {
                id: string;
                workerId: string;
                userId: string;
                kind: "add" | "void";
                entryId?: string;
                status?: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                reason: string;
                state: "pending" | "approved" | "refused" | "canceled";
                proposedBy: string;
                /** Format: date-time */
                proposedAt: string;
                decidedBy?: string;
                /** Format: date-time */
                decidedAt?: string;
                decisionReason?: string;
                afterClosing?: boolean;
              }[];
              next: {
                status: "start" | "middle" | "end";
                kind: "start" | "lunch-out" | "lunch-in" | "end";
              };
              workedMs: number;
              scheduleToday: number[][];
              scheduleSource: "shift" | "schedule";
              officeId?: string;
              officeName?: string;
              qrRequired: boolean;
              geofence: boolean;
              photoRequired: boolean;
              photo: "off" | "optional" | "required";
              consentText: string;
              consentAccepted: boolean;
              photoConsentText: string;
              photoConsentAccepted: boolean;
              lunchTime: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/consent": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Consent recorded. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
          workerId?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entries: {
                id: string;
                workerId: string;
                userId: string;
                status: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                /** Format: date-time */
                receivedAt: string;
                /** Format: date-time */
                deviceTime?: string;
                deviceSeq?: number;
                method: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                deviceId?: string;
                geo?: {
                  lat: number;
                  lng: number;
                  accuracy?: number;
                };
                withinGeofence?: boolean;
                photoFileId?: string;
                photoHash?: string;
                lateSync: boolean;
                idempotencyKey: string;
                seq: number;
                prevHash: string;
                hash: string;
                createdBy: string;
              }[];
              corrections: {
                id: string;
                workerId: string;
                userId: string;
                kind: "add" | "void";
                entryId?: string;
                status?: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                reason: string;
                state: "pending" | "approved" | "refused" | "canceled";
                proposedBy: string;
                /** Format: date-time */
                proposedAt: string;
                decidedBy?: string;
                /** Format: date-time */
                decidedAt?: string;
                decisionReason?: string;
                afterClosing?: boolean;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/entries/{entryId}/photo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          size: "small" | "full";
        };
        header?: never;
        path: {
          companyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The punch's photo (PNG or JPEG). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/receipts/{hash}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          hash: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              valid: boolean;
              chainIntact: boolean;
              photoIntact?: boolean;
              entry: {
                id: string;
                workerId: string;
                userId: string;
                status: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                /** Format: date-time */
                receivedAt: string;
                /** Format: date-time */
                deviceTime?: string;
                deviceSeq?: number;
                method: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                deviceId?: string;
                geo?: {
                  lat: number;
                  lng: number;
                  accuracy?: number;
                };
                withinGeofence?: boolean;
                photoFileId?: string;
                photoHash?: string;
                lateSync: boolean;
                idempotencyKey: string;
                seq: number;
                prevHash: string;
                hash: string;
                createdBy: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/chain": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              checked: number;
              intact: boolean;
              brokenAtSeq?: number;
              brokenWorkerId?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/board": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              day: string;
              people: {
                workerId: string;
                userId: string;
                name: string;
                state: "working" | "lunch" | "away" | "not-in" | "on-leave" | "off";
                /** Format: date-time */
                since?: string;
                method?: "web" | "qr" | "offline" | "kiosk";
                officeId?: string;
                photoEntryId?: string;
              }[];
              counts: {
                [key: string]: number;
              };
              pendingCorrections: number;
              lateSyncs: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/corrections": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          state?: "pending" | "approved" | "refused" | "canceled";
          scope?: "mine" | "decide" | "all";
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                workerId: string;
                userId: string;
                kind: "add" | "void";
                entryId?: string;
                status?: "start" | "middle" | "end";
                /** Format: date-time */
                statusDate: string;
                reason: string;
                state: "pending" | "approved" | "refused" | "canceled";
                proposedBy: string;
                /** Format: date-time */
                proposedAt: string;
                decidedBy?: string;
                /** Format: date-time */
                decidedAt?: string;
                decisionReason?: string;
                afterClosing?: boolean;
                personName: string;
                entryHasPhoto?: boolean;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            kind: "add" | "void";
            workerId?: string;
            entryId?: string;
            status?: "start" | "middle" | "end";
            /** Format: date-time */
            statusDate?: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              workerId: string;
              userId: string;
              kind: "add" | "void";
              entryId?: string;
              status?: "start" | "middle" | "end";
              /** Format: date-time */
              statusDate: string;
              reason: string;
              state: "pending" | "approved" | "refused" | "canceled";
              proposedBy: string;
              /** Format: date-time */
              proposedAt: string;
              decidedBy?: string;
              /** Format: date-time */
              decidedAt?: string;
              decisionReason?: string;
              afterClosing?: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/corrections/{correctionId}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          correctionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            approve: boolean;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              workerId: string;
              userId: string;
              kind: "add" | "void";
              entryId?: string;
              status?: "start" | "middle" | "end";
              /** Format: date-time */
              statusDate: string;
              reason: string;
              state: "pending" | "approved" | "refused" | "canceled";
              proposedBy: string;
              /** Format: date-time */
              proposedAt: string;
              decidedBy?: string;
              /** Format: date-time */
              decidedAt?: string;
              decisionReason?: string;
              afterClosing?: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              lunchTime: number;
              qrcode: {
                required: boolean;
              };
              clockConfig: {
                lateSyncMinutes: number;
                consentText: string;
                offices: {
                  officeId: string;
                  geofence?: {
                    lat: number;
                    lng: number;
                    radius: number;
                  };
                }[];
                photo?: "off" | "optional" | "required";
                photoConsentText?: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            lunchTime: number;
            qrcode: {
              required: boolean;
            };
            clockConfig: {
              lateSyncMinutes: number;
              consentText: string;
              offices: {
                officeId: string;
                geofence?: {
                  lat: number;
                  lng: number;
                  radius: number;
                };
              }[];
              photo?: "off" | "optional" | "required";
              photoConsentText?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              lunchTime: number;
              qrcode: {
                required: boolean;
              };
              clockConfig: {
                lateSyncMinutes: number;
                consentText: string;
                offices: {
                  officeId: string;
                  geofence?: {
                    lat: number;
                    lng: number;
                    radius: number;
                  };
                }[];
                photo?: "off" | "optional" | "required";
                photoConsentText?: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/devices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                name: string;
                officeId: string;
                officeName: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            officeId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              device: {
                id: string;
                name: string;
                officeId: string;
                officeName: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt?: string;
              };
              key: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/devices/{deviceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/qrcode": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          officeId: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              code: string;
              url: string;
              officeId: string;
              officeName: string;
              companyName: string;
              window: number;
              /** Format: date-time */
              expiresAt: string;
              periodSeconds: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/overtime/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              toleranceMinutes: number;
              dailyLimitMinutes: number;
              weeklyLimitMinutes: number;
              rates: {
                weekday: number;
                restDay: number;
                holiday: number;
                night: number;
              };
              requireApproval: boolean;
              bankExpiryMonths: number;
              deadlinePayroll: number;
              lunchMinutes: number;
              compensatoryLeaveTypeId?: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            toleranceMinutes?: number;
            dailyLimitMinutes?: number;
            weeklyLimitMinutes?: number;
            rates?: {
              weekday?: number;
              restDay?: number;
              holiday?: number;
              night?: number;
            };
            requireApproval?: boolean;
            bankExpiryMonths?: number;
            deadlinePayroll?: number;
            lunchMinutes?: number;
            compensatoryLeaveTypeId?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              toleranceMinutes: number;
              dailyLimitMinutes: number;
              weeklyLimitMinutes: number;
              rates: {
                weekday: number;
                restDay: number;
                holiday: number;
                night: number;
              };
              requireApproval: boolean;
              bankExpiryMonths: number;
              deadlinePayroll: number;
              lunchMinutes: number;
              compensatoryLeaveTypeId?: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/clock/overtime/days": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
          status?: "pending" | "approved" | "refused" | "none";
          userId?: string;
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                userId: string;
                name: string;
                day: string;
                kind: "weekday" | "restDay" | "holiday" | "leave";
                expectedMinutes: number;
                workedMinutes: number;
                nightMinutes: number;
                overtimeMinutes: number;
                weightedMinutes: number;
                undertimeMinutes: number;
                excessMinutes: number;
                incomplete: boolean;
                status: "pending" | "approved" | "refused" | "none";
                decidedBy?: string;
                /** Format: date-time */
                decidedAt?: string;
                reason?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/overtime/days/{dayId}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            decision: "approve" | "refuse";
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              userId: string;
              name: string;
              day: string;
              kind: "weekday" | "restDay" | "holiday" | "leave";
              expectedMinutes: number;
              workedMinutes: number;
              nightMinutes: number;
              overtimeMinutes: number;
              weightedMinutes: number;
              undertimeMinutes: number;
              excessMinutes: number;
              incomplete: boolean;
              status: "pending" | "approved" | "refused" | "none";
              decidedBy?: string;
              /** Format: date-time */
              decidedAt?: string;
              reason?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/overtime/close": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            from: string;
            to: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              days: number;
              credited: number;
              debited: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/time-bank": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          userId?: string;
          asOf?: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              userId: string;
              asOf: string;
              balanceMinutes: number;
              movements: {
                id: string;
                userId: string;
                kind: "overtime" | "undertime" | "compensatory" | "expiry" | "adjustment";
                minutes: number;
                day: string;
                expiresOn?: string;
                note?: string;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/time-sheet-report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            from: string;
            to: string;
            departmentId?: string;
            officeId?: string;
            userId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              from: string;
              to: string;
              people: {
                userId: string;
                name: string;
                days: {
                  day: string;
                  kind: "weekday" | "restDay" | "holiday" | "leave";
                  punches: {
                    status: string;
                    /** Format: date-time */
                    at: string;
                    correction?: boolean;
                    afterClosing?: boolean;
                  }[];
                  workedMinutes: number;
                  expectedMinutes: number;
                  overtimeMinutes: number;
                  undertimeMinutes: number;
                  bankMinutes: number;
                  absence?: string;
                  incomplete: boolean;
                  forgottenEnd?: boolean;
                }[];
                totals: {
                  workedMinutes: number;
                  expectedMinutes: number;
                  overtimeMinutes: number;
                  undertimeMinutes: number;
                  bankMinutes: number;
                };
              }[];
              closed: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/time-sheet-report/exports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            filters: {
              from: string;
              to: string;
              departmentId?: string;
              officeId?: string;
              userId?: string;
            };
            format: "xlsx" | "pdf";
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              format: "xlsx" | "pdf";
              status: "queued" | "running" | "done" | "failed";
              progress: number;
              fileName?: string;
              error?: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/time-sheet-report/exports/{exportId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          exportId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              format: "xlsx" | "pdf";
              status: "queued" | "running" | "done" | "failed";
              progress: number;
              fileName?: string;
              error?: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/clock/time-sheet-report/exports/{exportId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          exportId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The .xlsx or .pdf file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/offices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's offices with their rooms and desks counted */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                name: string;
                rooms: number;
                desks: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/people": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People of the company by name, to invite to a reservation */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                userId: string;
                name: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/spaces": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rooms and desks, by office */
    get: {
      parameters: {
        query?: {
          officeId?: string;
          kind?: "room" | "desk";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                officeId: string;
                kind: "room" | "desk";
                name: string;
                capacity: number;
                floor: string;
                amenities: string[];
                openFrom: string;
                openTo: string;
                openDays: number[];
                allowedLevels: ("admin" | "revisor" | "requester")[];
                allowedDepartmentIds: string[];
                checkInGraceMinutes: number;
                active: boolean;
                officeName: string;
                photo?: {
                  thumb: string;
                  src: string;
                };
                bookable: boolean;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Add a room or a desk to an office */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            officeId: string;
            kind: "room" | "desk";
            name: string;
            capacity: number;
            floor?: string;
            amenities?: string[];
            openFrom?: string;
            openTo?: string;
            openDays?: number[];
            allowedLevels?: ("admin" | "revisor" | "requester")[];
            allowedDepartmentIds?: string[];
            checkInGraceMinutes?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              officeId: string;
              kind: "room" | "desk";
              name: string;
              capacity: number;
              floor: string;
              amenities: string[];
              openFrom: string;
              openTo: string;
              openDays: number[];
              allowedLevels: ("admin" | "revisor" | "requester")[];
              allowedDepartmentIds: string[];
              checkInGraceMinutes: number;
              active: boolean;
              officeName: string;
              photo?: {
                thumb: string;
                src: string;
              };
              bookable: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/spaces/{spaceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A room or desk */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          spaceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              officeId: string;
              kind: "room" | "desk";
              name: string;
              capacity: number;
              floor: string;
              amenities: string[];
              openFrom: string;
              openTo: string;
              openDays: number[];
              allowedLevels: ("admin" | "revisor" | "requester")[];
              allowedDepartmentIds: string[];
              checkInGraceMinutes: number;
              active: boolean;
              officeName: string;
              photo?: {
                thumb: string;
                src: string;
              };
              bookable: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a room or desk (active: false closes it and cancels its reservations that have not started) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          spaceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            capacity?: number;
            floor?: string;
            amenities?: string[];
            openFrom?: string;
            openTo?: string;
            openDays?: number[];
            allowedLevels?: ("admin" | "revisor" | "requester")[];
            allowedDepartmentIds?: string[];
            checkInGraceMinutes?: number;
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              officeId: string;
              kind: "room" | "desk";
              name: string;
              capacity: number;
              floor: string;
              amenities: string[];
              openFrom: string;
              openTo: string;
              openDays: number[];
              allowedLevels: ("admin" | "revisor" | "requester")[];
              allowedDepartmentIds: string[];
              checkInGraceMinutes: number;
              active: boolean;
              officeName: string;
              photo?: {
                thumb: string;
                src: string;
              };
              bookable: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/spaces/{spaceId}/photo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A room's or desk's photo (size 200x200 or original) */
    get: {
      parameters: {
        query?: {
          size?: "200x200" | "original";
          v?: string;
        };
        header?: never;
        path: {
          companyId: string;
          spaceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A PNG or JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Upload a room's or desk's photo (multipart field `photo`, PNG or JPG up to 2 MB) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          spaceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              officeId: string;
              kind: "room" | "desk";
              name: string;
              capacity: number;
              floor: string;
              amenities: string[];
              openFrom: string;
              openTo: string;
              openDays: number[];
              allowedLevels: ("admin" | "revisor" | "requester")[];
              allowedDepartmentIds: string[];
              checkInGraceMinutes: number;
              active: boolean;
              officeName: string;
              photo?: {
                thumb: string;
                src: string;
              };
              bookable: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/day": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An office's day: rooms by hour, desks by day */
    get: {
      parameters: {
        query: {
          officeId: string;
          date: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              officeId: string;
              officeName: string;
              date: string;
              rooms: {
                space: {
                  id: string;
                  officeId: string;
                  kind: "room" | "desk";
                  name: string;
                  capacity: number;
                  floor: string;
                  amenities: string[];
                  openFrom: string;
                  openTo: string;
                  openDays: number[];
                  allowedLevels: ("admin" | "revisor" | "requester")[];
                  allowedDepartmentIds: string[];
                  checkInGraceMinutes: number;
                  active: boolean;
                  officeName: string;
                  photo?: {
                    thumb: string;
                    src: string;
                  };
                  bookable: boolean;
                };
                bookings: {
                  id: string;
                  title: string;
                  organizerName: string;
                  startTime: string;
                  endTime: string;
                  status: "booked" | "checkedIn" | "released" | "canceled";
                  mine: boolean;
                }[];
              }[];
              desks: {
                space: {
                  id: string;
                  officeId: string;
                  kind: "room" | "desk";
                  name: string;
                  capacity: number;
                  floor: string;
                  amenities: string[];
                  openFrom: string;
                  openTo: string;
                  openDays: number[];
                  allowedLevels: ("admin" | "revisor" | "requester")[];
                  allowedDepartmentIds: string[];
                  checkInGraceMinutes: number;
                  active: boolean;
                  officeName: string;
                  photo?: {
                    thumb: string;
                    src: string;
                  };
                  bookable: boolean;
                };
                booking?: {
                  id: string;
                  title: string;
                  organizerName: string;
                  startTime: string;
                  endTime: string;
                  status: "booked" | "checkedIn" | "released" | "canceled";
                  mine: boolean;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/occupancy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Booked share of each space's bookable hours over a period */
    get: {
      parameters: {
        query: {
          officeId?: string;
          from: string;
          to: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              from: string;
              to: string;
              items: {
                spaceId: string;
                name: string;
                kind: "room" | "desk";
                officeName: string;
                bookableHours: number;
                bookedHours: number;
                percent: number;
                reservations: number;
                noShows: number;
                canceled: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/reservations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My reservations (organized or invited) */
    get: {
      parameters: {
        query: {
          when?: "upcoming" | "past";
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                spaceId: string;
                kind: "room" | "desk";
                officeId: string;
                officeName: string;
                room: string;
                capacity: number;
                title: string;
                organizer: {
                  userId: string;
                  name: string;
                };
                participants: {
                  userId: string;
                  name: string;
                }[];
                date: string;
                hours: string;
                /** Format: date-time */
                startDate: string;
                /** Format: date-time */
                endDate: string;
                status: "booked" | "checkedIn" | "released" | "canceled";
                seriesId?: string;
                checkInRequired: boolean;
                /** Format: date-time */
                checkedInAt?: string;
                /** Format: date-time */
                releasedAt?: string;
                /** Format: date-time */
                canceledAt?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Book a room or desk, once or weekly (all dates or none) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            spaceId: string;
            date: string;
            startTime?: string;
            endTime?: string;
            title?: string;
            participants?: string[];
            weeks?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                spaceId: string;
                kind: "room" | "desk";
                officeId: string;
                officeName: string;
                room: string;
                capacity: number;
                title: string;
                organizer: {
                  userId: string;
                  name: string;
                };
                participants: {
                  userId: string;
                  name: string;
                }[];
                date: string;
                hours: string;
                /** Format: date-time */
                startDate: string;
                /** Format: date-time */
                endDate: string;
                status: "booked" | "checkedIn" | "released" | "canceled";
                seriesId?: string;
                checkInRequired: boolean;
                /** Format: date-time */
                checkedInAt?: string;
                /** Format: date-time */
                releasedAt?: string;
                /** Format: date-time */
                canceledAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/reservations/{reservationId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A reservation I take part in */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          reservationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              spaceId: string;
              kind: "room" | "desk";
              officeId: string;
              officeName: string;
              room: string;
              capacity: number;
              title: string;
              organizer: {
                userId: string;
                name: string;
              };
              participants: {
                userId: string;
                name: string;
              }[];
              date: string;
              hours: string;
              /** Format: date-time */
              startDate: string;
              /** Format: date-time */
              endDate: string;
              status: "booked" | "checkedIn" | "released" | "canceled";
              seriesId?: string;
              checkInRequired: boolean;
              /** Format: date-time */
              checkedInAt?: string;
              /** Format: date-time */
              releasedAt?: string;
              /** Format: date-time */
              canceledAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/reservations/{reservationId}/calendar.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reservation (or its series) as an iCalendar file */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          reservationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/reservations/{reservationId}/check-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check in to a reservation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          reservationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              spaceId: string;
              kind: "room" | "desk";
              officeId: string;
              officeName: string;
              room: string;
              capacity: number;
              title: string;
              organizer: {
                userId: string;
                name: string;
              };
              participants: {
                userId: string;
                name: string;
              }[];
              date: string;
              hours: string;
              /** Format: date-time */
              startDate: string;
              /** Format: date-time */
              endDate: string;
              status: "booked" | "checkedIn" | "released" | "canceled";
              seriesId?: string;
              checkInRequired: boolean;
              /** Format: date-time */
              checkedInAt?: string;
              /** Format: date-time */
              releasedAt?: string;
              /** Format: date-time */
              canceledAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/spaces/reservations/{reservationId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a reservation (series=true: and the later dates of its series) */
    post: {
      parameters: {
        query?: {
          series?: boolean;
        };
        header?: never;
        path: {
          companyId: string;
          reservationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                spaceId: string;
                kind: "room" | "desk";
                officeId: string;
                officeName: string;
                room: string;
                capacity: number;
                title: string;
                organizer: {
                  userId: string;
                  name: string;
                };
                participants: {
                  userId: string;
                  name: string;
                }[];
                date: string;
                hours: string;
                /** Format: date-time */
                startDate: string;
                /** Format: date-time */
                endDate: string;
                status: "booked" | "checkedIn" | "released" | "canceled";
                seriesId?: string;
                checkInRequired: boolean;
                /** Format: date-time */
                checkedInAt?: string;
                /** Format: date-time */
                releasedAt?: string;
                /** Format: date-time */
                canceledAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/periods": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The last twelve months, newest first: approved ones with when and how many people they held, open ones with how many people fall in them. Admins and managers (`payroll.period.read`); other levels are 403 `FORBIDDEN`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "month": "2026-11",
             *           "status": "open",
             *           "people": 48
             *         },
             *         {
             *           "month": "2026-10",
             *           "status": "approved",
             *           "approvedAt": "2026-11-04T16:02:00.000Z",
             *           "people": 47
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                month: string;
                /** @enum {string} */
                status: "open" | "approved";
                approvedAt?: string;
                people: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/periods/{month}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's payroll period: admins see pay; a manager sees their reporting chain without pay
     * @description A month's period assembled live until it is approved (frozen afterwards): per person worked, expected and overtime minutes, paid and unpaid leave days and the leaves behind them, admission or termination, what changed since the last approved period and their review. Admins see everyone with pay; a manager (`payroll.period.read`) sees only their reporting chain, without `salary`, `variablePay` or compensation changes. A month not `YYYY-MM` or not yet started is `PAYROLL_MONTH_INVALID`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "month": "2026-10",
             *       "from": "2026-10-01",
             *       "to": "2026-10-31",
             *       "closesOn": "2026-11-05",
             *       "overdue": false,
             *       "status": "open",
             *       "reviewed": 1,
             *       "items": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "workerId": "6761b2009b1e4a0012ab2001",
             *           "name": "Ana Souza",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "salary": 6200,
             *           "variablePay": 450,
             *           "workedMinutes": 10080,
             *           "expectedMinutes": 10560,
             *           "overtimeMinutes": 240,
             *           "pendingOvertimeMinutes": 0,
             *           "paidLeaveDays": 3,
             *           "unpaidLeaveDays": 0,
             *           "leaves": [
             *             {
             *               "id": "6761f1009b1e4a0012ab7001",
             *               "leaveTypeId": "6761f0009b1e4a0012ab7000",
             *               "typeTitle": {
             *                 "en": "Vacation",
             *                 "pt-BR": "Férias",
             *                 "es": "Vacaciones"
             *               },
             *               "paid": true,
             *               "payroll": true,
             *               "status": "approved",
             *               "startDate": "2026-10-14",
             *               "endDate": "2026-10-16",
             *               "days": 3
             *             }
             *           ],
             *           "changes": [
             *             {
             *               "field": "salary",
             *               "before": 5800,
             *               "after": 6200,
             *               "source": "payroll",
             *               "justification": "Annual merit increase after the October review."
             *             }
             *           ],
             *           "review": {
             *             "reviewed": true,
             *             "by": "6761b1009b1e4a0012ab1000",
             *             "at": "2026-11-03T10:20:00.000Z"
             *           }
             *         }
             *       ]
             *     }
             */
            "application/json": {
              month: string;
              from: string;
              to: string;
              closesOn: string | null;
              overdue: boolean;
              /** @enum {string} */
              status: "open" | "approved";
              approvedAt?: string;
              approvedBy?: string;
              leavesSent?: number;
              reviewed: number;
              items: {
                userId: string;
                workerId: string;
                name: string;
                departmentId?: string;
                officeId?: string;
                salary?: number;
                variablePay?: number;
                workedMinutes: number;
                expectedMinutes: number;
                overtimeMinutes: number;
                pendingOvertimeMinutes: number;
                paidLeaveDays: number;
                unpaidLeaveDays: number;
                leaves: {
                  id: string;
                  leaveTypeId: string;
                  typeTitle: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  paid: boolean;
                  payroll: boolean;
                  status: string;
                  startDate: string;
                  endDate: string;
                  days: number;
                }[];
                admission?: string;
                termination?: {
                  lastDayWork: string;
                  type: string;
                };
                changes: {
                  field: string;
                  before?: string | number | null;
                  after?: string | number | null;
                  /** @enum {string} */
                  source: "people" | "payroll" | "clock" | "leave";
                  justification?: string;
                }[];
                review: {
                  reviewed: boolean;
                  note?: string;
                  by?: string;
                  at?: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/periods/{month}/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Marks people's lines reviewed (or not), with an optional note, all or nothing; answers the period. Admins only (`payroll.period.review`). An approved period is 409 `PAYROLL_PERIOD_APPROVED`; a user id not in the period `PAYROLL_PERSON_NOT_IN_PERIOD`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userIds: string[];
            reviewed: boolean;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "month": "2026-10",
             *       "from": "2026-10-01",
             *       "to": "2026-10-31",
             *       "closesOn": "2026-11-05",
             *       "overdue": false,
             *       "status": "open",
             *       "reviewed": 1,
             *       "items": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "workerId": "6761b2009b1e4a0012ab2001",
             *           "name": "Ana Souza",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "salary": 6200,
             *           "variablePay": 450,
             *           "workedMinutes": 10080,
             *           "expectedMinutes": 10560,
             *           "overtimeMinutes": 240,
             *           "pendingOvertimeMinutes": 0,
             *           "paidLeaveDays": 3,
             *           "unpaidLeaveDays": 0,
             *           "leaves": [
             *             {
             *               "id": "6761f1009b1e4a0012ab7001",
             *               "leaveTypeId": "6761f0009b1e4a0012ab7000",
             *               "typeTitle": {
             *                 "en": "Vacation",
             *                 "pt-BR": "Férias",
             *                 "es": "Vacaciones"
             *               },
             *               "paid": true,
             *               "payroll": true,
             *               "status": "approved",
             *               "startDate": "2026-10-14",
             *               "endDate": "2026-10-16",
             *               "days": 3
             *             }
             *           ],
             *           "changes": [
             *             {
             *               "field": "salary",
             *               "before": 5800,
             *               "after": 6200,
             *               "source": "payroll",
             *               "justification": "Annual merit increase after the October review."
             *             }
             *           ],
             *           "review": {
             *             "reviewed": true,
             *             "by": "6761b1009b1e4a0012ab1000",
             *             "at": "2026-11-03T10:20:00.000Z"
             *           }
             *         }
             *       ]
             *     }
             */
            "application/json": {
              month: string;
              from: string;
              to: string;
              closesOn: string | null;
              overdue: boolean;
              /** @enum {string} */
              status: "open" | "approved";
              approvedAt?: string;
              approvedBy?: string;
              leavesSent?: number;
              reviewed: number;
              items: {
                userId: string;
                workerId: string;
                name: string;
                departmentId?: string;
                officeId?: string;
                salary?: number;
                variablePay?: number;
                workedMinutes: number;
                expectedMinutes: number;
                overtimeMinutes: number;
                pendingOvertimeMinutes: number;
                paidLeaveDays: number;
                unpaidLeaveDays: number;
                leaves: {
                  id: string;
                  leaveTypeId: string;
                  typeTitle: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  paid: boolean;
                  payroll: boolean;
                  status: string;
                  startDate: string;
                  endDate: string;
                  days: number;
                }[];
                admission?: string;
                termination?: {
                  lastDayWork: string;
                  type: string;
                };
                changes: {
                  field: string;
                  before?: string | number | null;
                  after?: string | number | null;
                  /** @enum {string} */
                  source: "people" | "payroll" | "clock" | "leave";
                  justification?: string;
                }[];
                review: {
                  reviewed: boolean;
                  note?: string;
                  by?: string;
                  at?: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/periods/{month}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a reviewed period: its payroll leaves move from approved to approved-payroll
     * @description Freezes the period and moves its payroll leaves from approved to approved-payroll (`leavesSent`); once per month. Admins only (`payroll.period.approve`). Before the month has ended it is `PAYROLL_PERIOD_NOT_ENDED`, with a line not reviewed `PAYROLL_UNREVIEWED`, when already approved 409 `PAYROLL_PERIOD_APPROVED`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "month": "2026-10",
             *       "from": "2026-10-01",
             *       "to": "2026-10-31",
             *       "closesOn": "2026-11-05",
             *       "overdue": false,
             *       "status": "open",
             *       "reviewed": 1,
             *       "items": [
             *         {
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "workerId": "6761b2009b1e4a0012ab2001",
             *           "name": "Ana Souza",
             *           "departmentId": "6761a0009b1e4a0012ab0001",
             *           "salary": 6200,
             *           "variablePay": 450,
             *           "workedMinutes": 10080,
             *           "expectedMinutes": 10560,
             *           "overtimeMinutes": 240,
             *           "pendingOvertimeMinutes": 0,
             *           "paidLeaveDays": 3,
             *           "unpaidLeaveDays": 0,
             *           "leaves": [
             *             {
             *               "id": "6761f1009b1e4a0012ab7001",
             *               "leaveTypeId": "6761f0009b1e4a0012ab7000",
             *               "typeTitle": {
             *                 "en": "Vacation",
             *                 "pt-BR": "Férias",
             *                 "es": "Vacaciones"
             *               },
             *               "paid": true,
             *               "payroll": true,
             *               "status": "approved",
             *               "startDate": "2026-10-14",
             *               "endDate": "2026-10-16",
             *               "days": 3
             *             }
             *           ],
             *           "changes": [
             *             {
             *               "field": "salary",
             *               "before": 5800,
             *               "after": 6200,
             *               "source": "payroll",
             *               "justification": "Annual merit increase after the October review."
             *             }
             *           ],
             *           "review": {
             *             "reviewed": true,
             *             "by": "6761b1009b1e4a0012ab1000",
             *             "at": "2026-11-03T10:20:00.000Z"
             *           }
             *         }
             *       ]
             *     }
             */
            "application/json": {
              month: string;
              from: string;
              to: string;
              closesOn: string | null;
              overdue: boolean;
              /** @enum {string} */
              status: "open" | "approved";
              approvedAt?: string;
              approvedBy?: string;
              leavesSent?: number;
              reviewed: number;
              items: {
                userId: string;
                workerId: string;
                name: string;
                departmentId?: string;
                officeId?: string;
                salary?: number;
                variablePay?: number;
                workedMinutes: number;
                expectedMinutes: number;
                overtimeMinutes: number;
                pendingOvertimeMinutes: number;
                paidLeaveDays: number;
                unpaidLeaveDays: number;
                leaves: {
                  id: string;
                  leaveTypeId: string;
                  typeTitle: {
                    en: string;
                    "pt-BR": string;
                    es: string;
                  };
                  paid: boolean;
                  payroll: boolean;
                  status: string;
                  startDate: string;
                  endDate: string;
                  days: number;
                }[];
                admission?: string;
                termination?: {
                  lastDayWork: string;
                  type: string;
                };
                changes: {
                  field: string;
                  before?: string | number | null;
                  after?: string | number | null;
                  /** @enum {string} */
                  source: "people" | "payroll" | "clock" | "leave";
                  justification?: string;
                }[];
                review: {
                  reviewed: boolean;
                  note?: string;
                  by?: string;
                  at?: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/periods/{month}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The period for the payroll provider, CSV or Excel (layout in modules/payroll/README.md)
     * @description The period as a file for the payroll provider: `format=csv` (default, UTF-8) or `xlsx`, one line per person (columns in modules/payroll/README.md), as an attachment named `payroll-YYYY-MM`. Admins only (`payroll.period.export`); a month not started is `PAYROLL_MONTH_INVALID`.
     */
    get: {
      parameters: {
        query: {
          format: "csv" | "xlsx";
        };
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The .csv or .xlsx file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/salary-changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A worker's salary history (`workerId`), newest first, with each change's justification and author. Admins only (`payroll.salary.history`); an unknown worker is 404 `NOT_FOUND`. */
    get: {
      parameters: {
        query: {
          workerId: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6762a1009b1e4a0012ab8001",
             *           "workerId": "6761b2009b1e4a0012ab2001",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "salaryBefore": 5800,
             *           "salaryAfter": 6200,
             *           "variablePayBefore": 450,
             *           "variablePayAfter": 450,
             *           "effectiveDay": "2026-10-01",
             *           "justification": "Annual merit increase after the October review.",
             *           "changedBy": "6761b1009b1e4a0012ab1000",
             *           "createdAt": "2026-09-28T13:45:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                workerId: string;
                userId: string;
                salaryBefore: number | null;
                salaryAfter: number;
                variablePayBefore: number | null;
                variablePayAfter: number | null;
                effectiveDay: string;
                justification: string;
                changedBy: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Change a worker's pay with a justification (salaryJustify)
     * @description Sets a worker's salary (and optionally variable pay) from `effectiveDay`, with a justification of at least 10 characters (else `PAYROLL_JUSTIFICATION_REQUIRED`); it is audited and shows in the next period's changes. Admins only (`payroll.salary.change`). An unknown worker is 404 `NOT_FOUND`, the same pay `PAYROLL_SALARY_UNCHANGED`, a concurrent change to the record 409 `PAYROLL_SALARY_CHANGED_MEANWHILE` (nothing written).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            workerId: string;
            salary: number;
            variablePay?: number;
            /** Format: date */
            effectiveDay: string;
            justification: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6762a1009b1e4a0012ab8001",
             *       "workerId": "6761b2009b1e4a0012ab2001",
             *       "userId": "6761b1009b1e4a0012ab1001",
             *       "salaryBefore": 5800,
             *       "salaryAfter": 6200,
             *       "variablePayBefore": 450,
             *       "variablePayAfter": 450,
             *       "effectiveDay": "2026-10-01",
             *       "justification": "Annual merit increase after the October review.",
             *       "changedBy": "6761b1009b1e4a0012ab1000",
             *       "createdAt": "2026-09-28T13:45:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              workerId: string;
              userId: string;
              salaryBefore: number | null;
              salaryAfter: number;
              variablePayBefore: number | null;
              variablePayAfter: number | null;
              effectiveDay: string;
              justification: string;
              changedBy: string;
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/receipts/{month}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a month's payslips (PDF): one person's (workerId) or many pages split per person by name
     * @description multipart/form-data with the PDF in the field `file` (at most 2 MB). Without `workerId`, every page must show the full name of a person of the company; otherwise nothing is stored.
     */
    post: {
      parameters: {
        query?: {
          workerId?: string;
        };
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "stored": 2,
             *       "items": [
             *         {
             *           "id": "6762b1009b1e4a0012ab9003",
             *           "month": "2026-11",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "name": "Ana Souza",
             *           "pages": 1,
             *           "size": 48377,
             *           "uploadedAt": "2026-12-04T09:30:00.000Z"
             *         },
             *         {
             *           "id": "6762b1009b1e4a0012ab9004",
             *           "month": "2026-11",
             *           "userId": "6761b1009b1e4a0012ab1003",
             *           "name": "Bruno Lima",
             *           "pages": 1,
             *           "size": 47102,
             *           "uploadedAt": "2026-12-04T09:30:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              stored: number;
              items: {
                id: string;
                month: string;
                userId: string;
                name: string;
                pages: number;
                size: number;
                uploadedAt: string;
                readAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/receipts/months/{month}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The receipts uploaded for a month, by name, with when each person read theirs. Admins only (`payroll.receipt.upload`); a month not `YYYY-MM` or not yet started is `PAYROLL_MONTH_INVALID`. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          month: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6762b1009b1e4a0012ab9001",
             *           "month": "2026-10",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "name": "Ana Souza",
             *           "pages": 1,
             *           "size": 48213,
             *           "uploadedAt": "2026-11-05T09:30:00.000Z",
             *           "readAt": "2026-11-05T18:12:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                month: string;
                userId: string;
                name: string;
                pages: number;
                size: number;
                uploadedAt: string;
                readAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/receipts/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's own salary receipts, newest month first, at most 60. Every level (`payroll.receipt.own`). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "6762b1009b1e4a0012ab9001",
             *           "month": "2026-10",
             *           "userId": "6761b1009b1e4a0012ab1001",
             *           "name": "Ana Souza",
             *           "pages": 1,
             *           "size": 48213,
             *           "uploadedAt": "2026-11-05T09:30:00.000Z",
             *           "readAt": "2026-11-05T18:12:00.000Z"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                month: string;
                userId: string;
                name: string;
                pages: number;
                size: number;
                uploadedAt: string;
                readAt?: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/receipts/{receiptId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a receipt: its person, or an admin
     * @description The receipt's PDF as an attachment. Its person, or an admin; anyone else, like an unknown id, gets 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          receiptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/payroll/receipts/{receiptId}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The person confirms they read their receipt
     * @description The receipt's person confirms they read it; the first confirmation's time stays, so repeating it is harmless. Only its person (`payroll.receipt.own`): anyone else, admins included, or an unknown id gets 404 `NOT_FOUND`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          receiptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "id": "6762b1009b1e4a0012ab9001",
             *       "month": "2026-10",
             *       "userId": "6761b1009b1e4a0012ab1001",
             *       "name": "Ana Souza",
             *       "pages": 1,
             *       "size": 48213,
             *       "uploadedAt": "2026-11-05T09:30:00.000Z",
             *       "readAt": "2026-11-05T18:12:00.000Z"
             *     }
             */
            "application/json": {
              id: string;
              month: string;
              userId: string;
              name: string;
              pages: number;
              size: number;
              uploadedAt: string;
              readAt?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/growth": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Headcount, hires, terminations, turnover and tenure over months (6 people or more)
     * @description Month by month from `from` to `to` (`YYYY-MM`, at most 10 years, else `ANALYTICS_RANGE_INVALID`): headcount at each month's end, hires, terminations by kind and turnover in percent; the tenure groups of the people active at the range's end; with `by=department` or `office`, figures per group, groups under 6 people merged into `merged`. Every level (`analytics.growth.read`), but employees only `by=company` (else 403 `FORBIDDEN`). Fewer than 6 active people is `REPORT_MIN_WORKERS`.
     */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
          by?: "company" | "department" | "office";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "from": "2026-09",
             *       "to": "2026-10",
             *       "by": "department",
             *       "months": [
             *         {
             *           "month": "2026-09",
             *           "headcount": 46,
             *           "hires": 3,
             *           "terminations": 1,
             *           "voluntary": 1,
             *           "involuntary": 0,
             *           "others": 0,
             *           "turnover": 2.2
             *         },
             *         {
             *           "month": "2026-10",
             *           "headcount": 47,
             *           "hires": 2,
             *           "terminations": 1,
             *           "voluntary": 0,
             *           "involuntary": 1,
             *           "others": 0,
             *           "turnover": 2.2
             *         }
             *       ],
             *       "seniority": [
             *         {
             *           "key": "0-1",
             *           "count": 14
             *         },
             *         {
             *           "key": "2-4",
             *           "count": 21
             *         },
             *         {
             *           "key": "5+",
             *           "count": 12
             *         }
             *       ],
             *       "groups": [
             *         {
             *           "key": "6761a0009b1e4a0012ab0001",
             *           "name": "Customer Service",
             *           "headcount": 22,
             *           "hires": 3,
             *           "terminations": 1
             *         },
             *         {
             *           "key": "6761a0009b1e4a0012ab0002",
             *           "name": "Operations",
             *           "headcount": 18,
             *           "hires": 2,
             *           "terminations": 1
             *         },
             *         {
             *           "key": "merged",
             *           "headcount": 7,
             *           "hires": 0,
             *           "terminations": 0
             *         }
             *       ]
             *     }
             */
            "application/json": {
              from: string;
              to: string;
              by: string;
              months: {
                month: string;
                headcount: number;
                hires: number;
                terminations: number;
                voluntary: number;
                involuntary: number;
                others: number;
                turnover: number;
              }[];
              seniority: {
                key: string;
                count: number;
              }[];
              groups: {
                key: string;
                name?: string;
                headcount: number;
                hires: number;
                terminations: number;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/growth/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The growth dashboard's tables as an Excel workbook
     * @description The growth dashboard's tables for the same query as an Excel workbook (`growth-FROM-TO.xlsx`), titles in the caller's language. Same access and errors as `GET /analytics/growth`.
     */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
          by?: "company" | "department" | "office";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The .xlsx workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/diversity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Diversity of the active people who answered (groups under 6 merged or hidden)
     * @description How the active people who answered one `dimension` (gender, race, disability, sexual orientation, education level, or age group) spread, company-wide and with `by=department` or `level` (leaders and team) per group with 6 answers or more. Groups under 6 are merged into `merged` when that reaches 6, hidden (and counted in `hidden`) otherwise; fewer than 6 answers in all is `REPORT_MIN_WORKERS`. Admins and managers (`analytics.diversity.read`).
     */
    get: {
      parameters: {
        query: {
          dimension: "gender" | "race" | "disability" | "sexualOrientation" | "educationLevel" | "ageGroup";
          by?: "company" | "department" | "level";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "dimension": "ageGroup",
             *       "answered": 45,
             *       "groups": [
             *         {
             *           "key": "25-39",
             *           "count": 24
             *         },
             *         {
             *           "key": "40-64",
             *           "count": 14
             *         },
             *         {
             *           "key": "merged",
             *           "count": 7
             *         }
             *       ],
             *       "hidden": 0,
             *       "breakdown": [
             *         {
             *           "key": "6761a0009b1e4a0012ab0001",
             *           "name": "Customer Service",
             *           "answered": 21,
             *           "groups": [
             *             {
             *               "key": "25-39",
             *               "count": 13
             *             },
             *             {
             *               "key": "merged",
             *               "count": 8
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            "application/json": {
              dimension: string;
              answered: number;
              groups: {
                key: string;
                count: number;
              }[];
              hidden: number;
              breakdown: {
                key: string;
                name?: string;
                answered: number;
                groups: {
                  key: string;
                  count: number;
                }[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/diversity/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The diversity dashboard's tables as an Excel workbook
     * @description The diversity dashboard's tables for the same query as an Excel workbook (`diversity-DIMENSION.xlsx`), titles in the caller's language. Same access and errors as `GET /analytics/diversity`.
     */
    get: {
      parameters: {
        query: {
          dimension: "gender" | "race" | "disability" | "sexualOrientation" | "educationLevel" | "ageGroup";
          by?: "company" | "department" | "level";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The .xlsx workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/surveys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Termination-survey results over months: scores, eNPS, yes/no, by type (6 answers or more)
     * @description The termination-survey results of the surveys asked from `from` to `to` (company months): response rate, eNPS on recommending the company (promoters 9-10, detractors 1-6), average scores, yes/no counts, score distributions, over time (consecutive months joined until each span holds 6 answers) and by termination type (small types merged); comments are only counted. Fewer than 6 answers is `REPORT_MIN_WORKERS`, a bad range `ANALYTICS_RANGE_INVALID`. Admins and managers (`analytics.surveys.read`).
     */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "from": "2026-01",
             *       "to": "2026-10",
             *       "invited": 15,
             *       "responseRate": 0.8,
             *       "comments": 6,
             *       "overall": {
             *         "answered": 12,
             *         "enps": {
             *           "score": 17,
             *           "promoters": 5,
             *           "passives": 4,
             *           "detractors": 3
             *         },
             *         "averages": {
             *           "recommendCompany": 7.83,
             *           "manager": 7.25,
             *           "environment": 7.92,
             *           "growth": 6.17,
             *           "compensation": 5.83
             *         },
             *         "yesNo": {
             *           "wouldReturn": {
             *             "yes": 8,
             *             "no": 4
             *           },
             *           "hadTools": {
             *             "yes": 10,
             *             "no": 2
             *           },
             *           "feltValued": {
             *             "yes": 7,
             *             "no": 5
             *           }
             *         }
             *       },
             *       "distributions": {
             *         "recommendCompany": [
             *           0,
             *           0,
             *           1,
             *           0,
             *           1,
             *           1,
             *           0,
             *           4,
             *           2,
             *           3
             *         ]
             *       },
             *       "periods": [
             *         {
             *           "answered": 6,
             *           "enps": {
             *             "score": 17,
             *             "promoters": 3,
             *             "passives": 1,
             *             "detractors": 2
             *           },
             *           "averages": {
             *             "recommendCompany": 7.83,
             *             "manager": 7.25,
             *             "environment": 7.92,
             *             "growth": 6.17,
             *             "compensation": 5.83
             *           },
             *           "yesNo": {
             *             "wouldReturn": {
             *               "yes": 4,
             *               "no": 2
             *             },
             *             "hadTools": {
             *               "yes": 5,
             *               "no": 1
             *             },
             *             "feltValued": {
             *               "yes": 3,
             *               "no": 3
             *             }
             *           },
             *           "from": "2026-01",
             *           "to": "2026-05"
             *         },
             *         {
             *           "answered": 6,
             *           "enps": {
             *             "score": 17,
             *             "promoters": 2,
             *             "passives": 3,
             *             "detractors": 1
             *           },
             *           "averages": {
             *             "recommendCompany": 7.83,
             *             "manager": 7.25,
             *             "environment": 7.92,
             *             "growth": 6.17,
             *             "compensation": 5.83
             *           },
             *           "yesNo": {
             *             "wouldReturn": {
             *               "yes": 4,
             *               "no": 2
             *             },
             *             "hadTools": {
             *               "yes": 5,
             *               "no": 1
             *             },
             *             "feltValued": {
             *               "yes": 4,
             *               "no": 2
             *             }
             *           },
             *           "from": "2026-06",
             *           "to": "2026-10"
             *         }
             *       ],
             *       "byType": [
             *         {
             *           "answered": 12,
             *           "enps": {
             *             "score": 17,
             *             "promoters": 5,
             *             "passives": 4,
             *             "detractors": 3
             *           },
             *           "averages": {
             *             "recommendCompany": 7.83,
             *             "manager": 7.25,
             *             "environment": 7.92,
             *             "growth": 6.17,
             *             "compensation": 5.83
             *           },
             *           "yesNo": {
             *             "wouldReturn": {
             *               "yes": 8,
             *               "no": 4
             *             },
             *             "hadTools": {
             *               "yes": 10,
             *               "no": 2
             *             },
             *             "feltValued": {
             *               "yes": 7,
             *               "no": 5
             *             }
             *           },
             *           "key": "merged"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              from: string;
              to: string;
              invited: number;
              responseRate: number;
              comments: number;
              overall: {
                answered: number;
                enps: {
                  score: number;
                  promoters: number;
                  passives: number;
                  detractors: number;
                };
                averages: {
                  [key: string]: number;
                };
                yesNo: {
                  [key: string]: {
                    yes: number;
                    no: number;
                  };
                };
              };
              distributions: {
                [key: string]: number[];
              };
              periods: {
                from: string;
                to: string;
                answered: number;
                enps: {
                  score: number;
                  promoters: number;
                  passives: number;
                  detractors: number;
                };
                averages: {
                  [key: string]: number;
                };
                yesNo: {
                  [key: string]: {
                    yes: number;
                    no: number;
                  };
                };
              }[];
              byType: {
                key: string;
                answered: number;
                enps: {
                  score: number;
                  promoters: number;
                  passives: number;
                  detractors: number;
                };
                averages: {
                  [key: string]: number;
                };
                yesNo: {
                  [key: string]: {
                    yes: number;
                    no: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/analytics/surveys/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The termination-survey dashboard's tables as an Excel workbook
     * @description The termination-survey dashboard's tables for the same range as an Excel workbook (`surveys-FROM-TO.xlsx`), titles in the caller's language. Same access and errors as `GET /analytics/surveys`.
     */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The .xlsx workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's forms, newest first */
    get: {
      parameters: {
        query: {
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                publicId: string;
                title: string;
                description: string;
                fields: {
                  id: string;
                  key?: string;
                  /** @enum {string} */
                  type: "date" | "select" | "text" | "file";
                  label: string;
                  required: boolean;
                  mask?: string;
                  /** @enum {string} */
                  format?: "email";
                  options?: string[];
                }[];
                /** @enum {string} */
                status: "open" | "closed";
                owner: string | null;
                responseCount: number;
                /** Format: date-time */
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Create a form (open at once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            description?: string;
            fields: {
              id?: string;
              key?: string;
              /** @enum {string} */
              type: "date" | "select" | "text" | "file";
              label: string;
              required?: boolean;
              mask?: string;
              /** @enum {string} */
              format?: "email";
              options?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              publicId: string;
              title: string;
              description: string;
              fields: {
                id: string;
                key?: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                /** @enum {string} */
                format?: "email";
                options?: string[];
              }[];
              /** @enum {string} */
              status: "open" | "closed";
              owner: string | null;
              responseCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms/{formId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A form */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              publicId: string;
              title: string;
              description: string;
              fields: {
                id: string;
                key?: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                /** @enum {string} */
                format?: "email";
                options?: string[];
              }[];
              /** @enum {string} */
              status: "open" | "closed";
              owner: string | null;
              responseCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a form, or open or close it */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title?: string;
            description?: string;
            fields?: {
              id?: string;
              key?: string;
              /** @enum {string} */
              type: "date" | "select" | "text" | "file";
              label: string;
              required?: boolean;
              mask?: string;
              /** @enum {string} */
              format?: "email";
              options?: string[];
            }[];
            /** @enum {string} */
            status?: "open" | "closed";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              publicId: string;
              title: string;
              description: string;
              fields: {
                id: string;
                key?: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                /** @enum {string} */
                format?: "email";
                options?: string[];
              }[];
              /** @enum {string} */
              status: "open" | "closed";
              owner: string | null;
              responseCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/forms/response/{formId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a form as a signed-in member (file fields: the uploadId of POST /forms/{formId}/uploads) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            answers: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              formId: string;
              answers: {
                [key: string]:
                  | string
                  | {
                      uploadId: string;
                      name: string;
                      size: number;
                      contentType: string;
                    };
              };
              /** @enum {string} */
              source: "public" | "member";
              /** Format: date-time */
              submittedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms/{formId}/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a file for a file field (multipart field `file`; PDF, PNG or JPG up to 2 MB) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              uploadId: string;
              name: string;
              size: number;
              contentType: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms/{formId}/responses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A form's responses, newest first */
    get: {
      parameters: {
        query: {
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                formId: string;
                answers: {
                  [key: string]:
                    | string
                    | {
                        uploadId: string;
                        name: string;
                        size: number;
                        contentType: string;
                      };
                };
                /** @enum {string} */
                source: "public" | "member";
                /** Format: date-time */
                submittedAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms/{formId}/responses/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A form's responses as an Excel workbook */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An .xlsx workbook. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/forms/{formId}/responses/{responseId}/files/{fieldId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The file of a response's file field */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          formId: string;
          responseId: string;
          fieldId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hiring revisors, approval rule and extra position fields */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              hiringRevisors: string[];
              /** @enum {string} */
              approvalRule: "all" | "any";
              extraFieldHiring: {
                id: string;
                /** @enum {string} */
                type: "text" | "select" | "date";
                label: string;
                required: boolean;
                options?: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** Set hiringRevisors, the approval rule (all or any) and extraFieldHiring */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            hiringRevisors: string[];
            /** @enum {string} */
            approvalRule: "all" | "any";
            extraFieldHiring: {
              id?: string;
              /** @enum {string} */
              type: "text" | "select" | "date";
              label: string;
              required?: boolean;
              options?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              hiringRevisors: string[];
              /** @enum {string} */
              approvalRule: "all" | "any";
              extraFieldHiring: {
                id: string;
                /** @enum {string} */
                type: "text" | "select" | "date";
                label: string;
                required: boolean;
                options?: string[];
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/positions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Positions, newest first (optionally by status) */
    get: {
      parameters: {
        query: {
          status?: "pending" | "open" | "hired" | "closed";
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                name: string;
                description: string;
                requirements: string;
                justification: string;
                /** @enum {string} */
                reason: "staffIncrease" | "replacement";
                replacedWorkerId: string | null;
                startDate: string | null;
                openingDate: string | null;
                closeDate: string | null;
                departmentId: string | null;
                officeId: string | null;
                extraFields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                status: "pending" | "open" | "hired" | "closed";
                requestedBy: string;
                approvals: {
                  userId: string;
                  /** Format: date-time */
                  at: string;
                }[];
                applicationPath: string | null;
                hiredCandidateId: string | null;
                candidateCount: number;
                /** Format: date-time */
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Request a position (pending; the hiring revisors are alerted) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            description?: string;
            requirements?: string;
            justification?: string;
            /** @enum {string} */
            reason: "staffIncrease" | "replacement";
            replacedWorkerId?: string | null;
            startDate?: string;
            openingDate?: string;
            closeDate?: string;
            departmentId?: string | null;
            officeId?: string | null;
            extraFields?: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              name: string;
              description: string;
              requirements: string;
              justification: string;
              /** @enum {string} */
              reason: "staffIncrease" | "replacement";
              replacedWorkerId: string | null;
              startDate: string | null;
              openingDate: string | null;
              closeDate: string | null;
              departmentId: string | null;
              officeId: string | null;
              extraFields: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: "pending" | "open" | "hired" | "closed";
              requestedBy: string;
              approvals: {
                userId: string;
                /** Format: date-time */
                at: string;
              }[];
              applicationPath: string | null;
              hiredCandidateId: string | null;
              candidateCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/positions/sendAlertToApprove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Alert the hiring revisors who have not approved a pending position yet (mail and notification) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            positionId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              alerted: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/positions/{positionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A position */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              name: string;
              description: string;
              requirements: string;
              justification: string;
              /** @enum {string} */
              reason: "staffIncrease" | "replacement";
              replacedWorkerId: string | null;
              startDate: string | null;
              openingDate: string | null;
              closeDate: string | null;
              departmentId: string | null;
              officeId: string | null;
              extraFields: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: "pending" | "open" | "hired" | "closed";
              requestedBy: string;
              approvals: {
                userId: string;
                /** Format: date-time */
                at: string;
              }[];
              applicationPath: string | null;
              hiredCandidateId: string | null;
              candidateCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a pending or open position */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            description?: string;
            requirements?: string;
            justification?: string;
            /** @enum {string} */
            reason?: "staffIncrease" | "replacement";
            replacedWorkerId?: string | null;
            startDate?: string;
            openingDate?: string;
            closeDate?: string;
            departmentId?: string | null;
            officeId?: string | null;
            extraFields?: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              name: string;
              description: string;
              requirements: string;
              justification: string;
              /** @enum {string} */
              reason: "staffIncrease" | "replacement";
              replacedWorkerId: string | null;
              startDate: string | null;
              openingDate: string | null;
              closeDate: string | null;
              departmentId: string | null;
              officeId: string | null;
              extraFields: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: "pending" | "open" | "hired" | "closed";
              requestedBy: string;
              approvals: {
                userId: string;
                /** Format: date-time */
                at: string;
              }[];
              applicationPath: string | null;
              hiredCandidateId: string | null;
              candidateCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/positions/{positionId}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** approve or reject (hiring revisors), cancel or close (leaders) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            action: "approve" | "reject" | "cancel" | "close";
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              name: string;
              description: string;
              requirements: string;
              justification: string;
              /** @enum {string} */
              reason: "staffIncrease" | "replacement";
              replacedWorkerId: string | null;
              startDate: string | null;
              openingDate: string | null;
              closeDate: string | null;
              departmentId: string | null;
              officeId: string | null;
              extraFields: {
                [key: string]: string;
              };
              /** @enum {string} */
              status: "pending" | "open" | "hired" | "closed";
              requestedBy: string;
              approvals: {
                userId: string;
                /** Format: date-time */
                at: string;
              }[];
              applicationPath: string | null;
              hiredCandidateId: string | null;
              candidateCount: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/positions/{positionId}/application-form": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The position's public application form (made on first call; the position must be open) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              formId: string;
              publicPath: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/positions/{positionId}/candidates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A position's candidates, newest first */
    get: {
      parameters: {
        query: {
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                positionId: string;
                firstName: string;
                lastName: string;
                email: string;
                phone: string;
                /** @enum {string} */
                stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
                /** @enum {string} */
                source: "form" | "manual";
                formResponseId: string | null;
                notes: {
                  id: string;
                  authorId: string;
                  text: string;
                  /** Format: date-time */
                  at: string;
                }[];
                files: {
                  id: string;
                  name: string;
                  size: number;
                  contentType: string;
                  /** @enum {string} */
                  source: "form" | "upload";
                }[];
                workerId: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Add a candidate by hand (stage applied) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          positionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            firstName: string;
            lastName?: string;
            /** Format: email */
            email: string;
            phone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              positionId: string;
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @enum {string} */
              stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
              /** @enum {string} */
              source: "form" | "manual";
              formResponseId: string | null;
              notes: {
                id: string;
                authorId: string;
                text: string;
                /** Format: date-time */
                at: string;
              }[];
              files: {
                id: string;
                name: string;
                size: number;
                contentType: string;
                /** @enum {string} */
                source: "form" | "upload";
              }[];
              workerId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              positionId: string;
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @enum {string} */
              stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
              /** @enum {string} */
              source: "form" | "manual";
              formResponseId: string | null;
              notes: {
                id: string;
                authorId: string;
                text: string;
                /** Format: date-time */
                at: string;
              }[];
              files: {
                id: string;
                name: string;
                size: number;
                contentType: string;
                /** @enum {string} */
                source: "form" | "upload";
              }[];
              workerId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}/stage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a candidate to another stage */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              positionId: string;
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @enum {string} */
              stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
              /** @enum {string} */
              source: "form" | "manual";
              formResponseId: string | null;
              notes: {
                id: string;
                authorId: string;
                text: string;
                /** Format: date-time */
                at: string;
              }[];
              files: {
                id: string;
                name: string;
                size: number;
                contentType: string;
                /** @enum {string} */
                source: "form" | "upload";
              }[];
              workerId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}/notes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a note to a candidate */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              positionId: string;
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @enum {string} */
              stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
              /** @enum {string} */
              source: "form" | "manual";
              formResponseId: string | null;
              notes: {
                id: string;
                authorId: string;
                text: string;
                /** Format: date-time */
                at: string;
              }[];
              files: {
                id: string;
                name: string;
                size: number;
                contentType: string;
                /** @enum {string} */
                source: "form" | "upload";
              }[];
              workerId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}/files": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach a file to a candidate (multipart field `file`, up to 2 MB) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              positionId: string;
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @enum {string} */
              stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
              /** @enum {string} */
              source: "form" | "manual";
              formResponseId: string | null;
              notes: {
                id: string;
                authorId: string;
                text: string;
                /** Format: date-time */
                at: string;
              }[];
              files: {
                id: string;
                name: string;
                size: number;
                contentType: string;
                /** @enum {string} */
                source: "form" | "upload";
              }[];
              workerId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}/files/{fileId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file attached to a candidate */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
          fileId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/hiring/candidates/{candidateId}/hire": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hire a candidate who had an offer: people creates the worker; the position is hired */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          candidateId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            startDate: string;
            departmentId?: string;
            officeId?: string;
            /** @enum {string} */
            locale?: "en" | "pt-BR" | "es";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              candidate: {
                id: string;
                positionId: string;
                firstName: string;
                lastName: string;
                email: string;
                phone: string;
                /** @enum {string} */
                stage: "applied" | "screening" | "interview" | "offer" | "hired" | "rejected";
                /** @enum {string} */
                source: "form" | "manual";
                formResponseId: string | null;
                notes: {
                  id: string;
                  authorId: string;
                  text: string;
                  /** Format: date-time */
                  at: string;
                }[];
                files: {
                  id: string;
                  name: string;
                  size: number;
                  contentType: string;
                  /** @enum {string} */
                  source: "form" | "upload";
                }[];
                workerId: string | null;
                /** Format: date-time */
                createdAt: string;
              };
              workerId: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's onboarding settings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workersDocument: {
                /** @description Stable id, e.g. `cpf`. */
                id: string;
                name: string;
                /** @enum {string} */
                category: "id" | "certificate" | "other";
              }[];
              allowContracts: boolean;
              contractFields: (
                | "name"
                | "lastName"
                | "email"
                | "birthdate"
                | "nationality"
                | "address"
                | "startDateAtCompany"
                | "contractType"
                | "salary"
              )[];
              contractTemplates: {
                id: string;
                title: string;
                /** @description Text with placeholders such as {{name}}, {{startDateAtCompany}}, {{companyName}}. */
                body: string;
              }[];
              templateWelcome: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    /** Replace the onboarding settings (workersDocument, allowContracts, contract fields and templates, templateWelcome) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            workersDocument: {
              /** @description Stable id, e.g. `cpf`. */
              id: string;
              name: string;
              /** @enum {string} */
              category: "id" | "certificate" | "other";
            }[];
            allowContracts: boolean;
            contractFields: (
              | "name"
              | "lastName"
              | "email"
              | "birthdate"
              | "nationality"
              | "address"
              | "startDateAtCompany"
              | "contractType"
              | "salary"
            )[];
            contractTemplates: {
              id: string;
              title: string;
              /** @description Text with placeholders such as {{name}}, {{startDateAtCompany}}, {{companyName}}. */
              body: string;
            }[];
            templateWelcome: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workersDocument: {
                /** @description Stable id, e.g. `cpf`. */
                id: string;
                name: string;
                /** @enum {string} */
                category: "id" | "certificate" | "other";
              }[];
              allowContracts: boolean;
              contractFields: (
                | "name"
                | "lastName"
                | "email"
                | "birthdate"
                | "nationality"
                | "address"
                | "startDateAtCompany"
                | "contractType"
                | "salary"
              )[];
              contractTemplates: {
                id: string;
                title: string;
                /** @description Text with placeholders such as {{name}}, {{startDateAtCompany}}, {{companyName}}. */
                body: string;
              }[];
              templateWelcome: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/workers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People in onboarding, newest first */
    get: {
      parameters: {
        query: {
          stage?:
            | "registration-pending"
            | "pending-documentation"
            | "pending-contract-signature"
            | "documentation-in-analysis"
            | "completed";
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                workerId: string;
                name: string;
                email: string;
                /** @enum {string} */
                stage:
                  | "registration-pending"
                  | "pending-documentation"
                  | "pending-contract-signature"
                  | "documentation-in-analysis"
                  | "completed";
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                completedAt?: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/workers/{workerId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's onboarding checklist */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/workers/{workerId}/removeonboarding": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a person out of onboarding */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/workers/{workerId}/documents/{requirementId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a required document for a person (admin)
     * @description multipart/form-data with the file in the field `file`: PDF, PNG or JPEG (judged by content), at most 2 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
          requirementId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/documents/{documentId}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a document */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/documents/{documentId}/return": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Return a document with a reason (mailed to the person in their language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/docs/contract-terms": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a person's contract terms from the company's templates (worker, documents) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The worker id. */
            worker: string;
            /** @description Template ids to include (default: all of the company's). */
            documents?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              fileName: string;
              /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
              sha256: string;
              /** Format: date-time */
              generatedAt: string;
              signed: boolean;
              /** Format: date-time */
              signedAt?: string;
              /** @description SHA-256 of the signed PDF with its evidence page. */
              signedSha256?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/workers/{workerId}/contract/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that a person's signed contract is unchanged since signing */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              contractId: string;
              /** @description The stored signed PDF is byte for byte the one produced at signing. */
              intact: boolean;
              signedSha256: string;
              actualSha256: string;
              originalSha256: string;
              /** Format: date-time */
              signedAt: string;
              ip: string;
              userAgent: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/documents/{workerId}/zip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's onboarding documents as a zip, streamed as it is built */
    get: {
      parameters: {
        query: {
          type: "onboarding";
        };
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Start a zip of a person's onboarding documents (type onboarding); poll its progress */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            type: "onboarding";
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              workerId: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              progress: number;
              files: number;
              fileName?: string;
              error?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/zips/{zipId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A zip's progress */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          zipId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              workerId: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              progress: number;
              files: number;
              fileName?: string;
              error?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/zips/{zipId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a finished zip */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          zipId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's onboarding checklist */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/me/documents/{requirementId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send (or re-send) one of my required documents
     * @description multipart/form-data with the file in the field `file`: PDF, PNG or JPEG (judged by content), at most 2 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          requirementId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/me/contract": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My contract terms (generated on first look) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              fileName: string;
              /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
              sha256: string;
              /** Format: date-time */
              generatedAt: string;
              signed: boolean;
              /** Format: date-time */
              signedAt?: string;
              /** @description SHA-256 of the signed PDF with its evidence page. */
              signedSha256?: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/me/contract/sign": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign my contract terms (evidence: time, IP, user agent, the document's SHA-256) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The SHA-256 of the contract the person read (ContractInfo.sha256). */
            sha256: string;
            /**
             * @description The person ticked that they read and agree.
             * @enum {boolean}
             */
            agree: true;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workerId: string;
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              stage:
                | "registration-pending"
                | "pending-documentation"
                | "pending-contract-signature"
                | "documentation-in-analysis"
                | "completed";
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              completedAt?: string;
              missingProfile: ("birthdate" | "phone" | "address")[];
              documents: {
                requirementId: string;
                name: string;
                category: string;
                /** @enum {string} */
                state: "missing" | "in-review" | "accepted" | "returned";
                documentId?: string;
                fileName?: string;
                reason?: string;
              }[];
              contractRequired: boolean;
              contract: {
                id: string;
                fileName: string;
                /** @description SHA-256 (hex) of the generated contract terms: what the person signs. */
                sha256: string;
                /** Format: date-time */
                generatedAt: string;
                signed: boolean;
                /** Format: date-time */
                signedAt?: string;
                /** @description SHA-256 of the signed PDF with its evidence page. */
                signedSha256?: string;
              } | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/documents/{workerId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's documents the caller may see (people's field access) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                workerId: string;
                /** @enum {string} */
                category: "id" | "certificate" | "contract" | "other";
                name: string;
                fileName: string;
                contentType: string;
                size: number;
                sha256: string;
                /** @enum {string} */
                status: "in-review" | "accepted" | "returned" | "signed";
                reason?: string;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/documents/{documentId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/onboarding/contracts/{contractId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download contract terms to read them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          contractId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stored file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every post, scheduled ones too, with audience and read counts (admins) */
    get: {
      parameters: {
        query: {
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                title: string;
                body: string;
                audience: {
                  everyone: boolean;
                  departmentIds: string[];
                  officeIds: string[];
                  roleIds: string[];
                };
                /** Format: date-time */
                sendDate: string;
                status: "scheduled" | "sent";
                pinned: boolean;
                authorId: string;
                recipients: number;
                reads: number;
                /** Format: date-time */
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Write a post: sent now, or at its sendDate (spec §7 POST /companies/{companyId}/news) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            body: string;
            audience: {
              everyone: boolean;
              departmentIds?: string[];
              officeIds?: string[];
              roleIds?: string[];
            };
            /** Format: date-time */
            sendDate?: string;
            pinned?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              body: string;
              audience: {
                everyone: boolean;
                departmentIds: string[];
                officeIds: string[];
                roleIds: string[];
              };
              /** Format: date-time */
              sendDate: string;
              status: "scheduled" | "sent";
              pinned: boolean;
              authorId: string;
              recipients: number;
              reads: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/audiences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The departments, offices and roles a post can be addressed to */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              departments: {
                id: string;
                name: string;
              }[];
              offices: {
                id: string;
                name: string;
              }[];
              roles: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/images": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an image for a post (multipart field `image`, PNG or JPG up to 2 MB) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              src: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/images/{name}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An image of a post */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A PNG or JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's news: posts addressed to them whose send date has come, pinned first */
    get: {
      parameters: {
        query: {
          limit: number;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                title: string;
                body: string;
                excerpt: string;
                /** Format: date-time */
                sendDate: string;
                pinned: boolean;
                read: boolean;
              }[];
              total: number;
              unread: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/feed/{newsId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post of the caller's news */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          newsId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              body: string;
              excerpt: string;
              /** Format: date-time */
              sendDate: string;
              pinned: boolean;
              read: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/{newsId}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller opened a post (counted once per person) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          newsId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              body: string;
              excerpt: string;
              /** Format: date-time */
              sendDate: string;
              pinned: boolean;
              read: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/news/{newsId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A post as its admins see it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          newsId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              body: string;
              audience: {
                everyone: boolean;
                departmentIds: string[];
                officeIds: string[];
                roleIds: string[];
              };
              /** Format: date-time */
              sendDate: string;
              status: "scheduled" | "sent";
              pinned: boolean;
              authorId: string;
              recipients: number;
              reads: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Remove a post (a scheduled one is never sent) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          newsId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Pin or unpin a post, or move a scheduled one to another send date */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          newsId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            pinned?: boolean;
            /** Format: date-time */
            sendDate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              body: string;
              audience: {
                everyone: boolean;
                departmentIds: string[];
                officeIds: string[];
                roleIds: string[];
              };
              /** Format: date-time */
              sendDate: string;
              status: "scheduled" | "sent";
              pinned: boolean;
              authorId: string;
              recipients: number;
              reads: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My conversations with support */
    get: {
      parameters: {
        query: {
          limit: number;
          skip: number;
          status?: "open" | "closed";
        };
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                subject: string;
                status: "open" | "closed";
                personName: string;
                /** Format: date-time */
                lastMessageAt: string;
                lastMessagePreview: string;
                lastSide: "person" | "staff";
                unread: number;
                /** Format: date-time */
                createdAt: string;
                closedAt: string | null;
              }[];
              total: number;
              unread: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Open a conversation with support */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            subject: string;
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              conversation: {
                id: string;
                subject: string;
                status: "open" | "closed";
                personName: string;
                /** Format: date-time */
                lastMessageAt: string;
                lastMessagePreview: string;
                lastSide: "person" | "staff";
                unread: number;
                /** Format: date-time */
                createdAt: string;
                closedAt: string | null;
              };
              messages: {
                id: string;
                side: "person" | "staff";
                authorName: string;
                body: string;
                attachments: {
                  id: string;
                  name: string;
                  size: number;
                  contentType: string;
                }[];
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A conversation and its messages */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              conversation: {
                id: string;
                subject: string;
                status: "open" | "closed";
                personName: string;
                /** Format: date-time */
                lastMessageAt: string;
                lastMessagePreview: string;
                lastSide: "person" | "staff";
                unread: number;
                /** Format: date-time */
                createdAt: string;
                closedAt: string | null;
              };
              messages: {
                id: string;
                side: "person" | "staff";
                authorName: string;
                body: string;
                attachments: {
                  id: string;
                  name: string;
                  size: number;
                  contentType: string;
                }[];
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write in a conversation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              side: "person" | "staff";
              authorName: string;
              body: string;
              attachments: {
                id: string;
                name: string;
                size: number;
                contentType: string;
              }[];
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}/attachments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a file in a conversation (multipart field `file`, up to 2 MB; optional text field `body`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              side: "person" | "staff";
              authorName: string;
              body: string;
              attachments: {
                id: string;
                name: string;
                size: number;
                contentType: string;
              }[];
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}/messages/{messageId}/attachments/{attachmentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file sent in a conversation */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
          messageId: string;
          attachmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark support's answers as read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              subject: string;
              status: "open" | "closed";
              personName: string;
              /** Format: date-time */
              lastMessageAt: string;
              lastMessagePreview: string;
              lastSide: "person" | "staff";
              unread: number;
              /** Format: date-time */
              createdAt: string;
              closedAt: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/conversations/{conversationId}/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Close or reopen a conversation */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            status: "open" | "closed";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              subject: string;
              status: "open" | "closed";
              personName: string;
              /** Format: date-time */
              lastMessageAt: string;
              lastMessagePreview: string;
              lastSide: "person" | "staff";
              unread: number;
              /** Format: date-time */
              createdAt: string;
              closedAt: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/support/presence": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** My support page is open with a live connection (or has closed) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            here: boolean;
          };
        };
      };
      responses: {
        /** @description Recorded. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/calendar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's Google Calendar connection */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              provider: "google";
              configured: boolean;
              connected: boolean;
              email?: string;
              /** Format: date-time */
              connectedAt?: string;
              /** Format: date-time */
              lastSyncAt?: string;
              lastError?: string;
              syncedEvents: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/calendar/google/start": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start connecting Google Calendar: the consent page's address to send the person to */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              url: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/calendar/google/callback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish connecting: the code and state Google sent the person back with */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            code: string;
            state: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              provider: "google";
              configured: boolean;
              connected: boolean;
              email?: string;
              /** Format: date-time */
              connectedAt?: string;
              /** Format: date-time */
              lastSyncAt?: string;
              lastError?: string;
              syncedEvents: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/calendar/google/sync": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the caller's approved leaves and shifts to their calendar again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued. */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/calendar/google": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Disconnect Google Calendar
     * @description Revokes the caller's grant at Google and forgets its tokens and the event map (the events already in the calendar stay). The tokens are forgotten even when Google cannot be reached; `revokedAtGoogle` says whether Google confirmed the revocation.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "revokedAtGoogle": true
             *     }
             */
            "application/json": {
              revokedAtGoogle: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's webhook endpoints */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                url: string;
                description: string;
                events: string[];
                enabled: boolean;
                secretHint: string;
                /** Format: date-time */
                createdAt: string;
                lastDelivery?: {
                  status: string;
                  /** Format: date-time */
                  at: string;
                  event: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Subscribe a URL to domain events; the answer holds its signing secret, shown this once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            url: string;
            description?: string;
            events: string[];
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              url: string;
              description: string;
              events: string[];
              enabled: boolean;
              secretHint: string;
              /** Format: date-time */
              createdAt: string;
              lastDelivery?: {
                status: string;
                /** Format: date-time */
                at: string;
                event: string;
              };
              secret: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/webhooks/{endpointId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an endpoint (its pending deliveries are not sent) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          endpointId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change an endpoint's URL, events, description or pause it */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          endpointId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            url?: string;
            description?: string;
            events?: string[];
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              url: string;
              description: string;
              events: string[];
              enabled: boolean;
              secretHint: string;
              /** Format: date-time */
              createdAt: string;
              lastDelivery?: {
                status: string;
                /** Format: date-time */
                at: string;
                event: string;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/webhooks/{endpointId}/secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotate an endpoint's signing secret (the old one stops at once); the new one is shown this once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          endpointId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              url: string;
              description: string;
              events: string[];
              enabled: boolean;
              secretHint: string;
              /** Format: date-time */
              createdAt: string;
              lastDelivery?: {
                status: string;
                /** Format: date-time */
                at: string;
                event: string;
              };
              secret: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/webhooks/{endpointId}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post a signed integrations.webhook.test event to the endpoint now and answer the delivery */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          endpointId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              endpointId: string;
              eventId: string;
              event: string;
              status: "pending" | "delivered" | "failed" | "skipped";
              attempts: number;
              responseStatus?: number;
              error?: string;
              durationMs?: number;
              test: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              lastAttemptAt?: string;
              body: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/integrations/webhooks/{endpointId}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's delivery log, newest first */
    get: {
      parameters: {
        query: {
          limit: 5 | 20 | 50;
          skip: number;
        };
        header?: never;
        path: {
          companyId: string;
          endpointId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                endpointId: string;
                eventId: string;
                event: string;
                status: "pending" | "delivered" | "failed" | "skipped";
                attempts: number;
                responseStatus?: number;
                error?: string;
                durationMs?: number;
                test: boolean;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastAttemptAt?: string;
                body: string;
              }[];
              total: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/termination-survey": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The survey a mailed link opens: first name, company and questions (public, by token)
     * @description No sign-in: the token of the mailed link is the authorization. An unknown or expired token is 400 `AUTH_LINK_INVALID`; a survey already answered `PEOPLE_SURVEY_ALREADY_ANSWERED`.
     */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "firstName": "Carla",
             *       "companyName": "Acme Ltda",
             *       "expiresAt": "2026-12-20T15:10:00.000Z",
             *       "scoreMin": 1,
             *       "scoreMax": 10,
             *       "questions": [
             *         {
             *           "id": "recommendCompany",
             *           "kind": "score",
             *           "label": {
             *             "en": "How likely are you to recommend the company as a place to work?",
             *             "pt-BR": "Qual a probabilidade de você recomendar a empresa como um lugar para trabalhar?",
             *             "es": "¿Qué tan probable es que recomiendes la empresa como lugar de trabajo?"
             *           }
             *         },
             *         {
             *           "id": "feltValued",
             *           "kind": "yesNo",
             *           "label": {
             *             "en": "Did you feel valued?",
             *             "pt-BR": "Você se sentiu valorizado(a)?",
             *             "es": "¿Te sentiste valorado(a)?"
             *           }
             *         }
             *       ]
             *     }
             */
            "application/json": {
              firstName: string;
              companyName: string;
              /** Format: date-time */
              expiresAt: string;
              scoreMin: number;
              scoreMax: number;
              questions: {
                id: string;
                /** @enum {string} */
                kind: "score" | "yesNo";
                label: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Answer the survey of a mailed link, once (public, by token)
     * @description No sign-in: every score (1 to 10) and yes/no question must be answered, the comment is optional. Works once: a second answer is 409 `PEOPLE_SURVEY_ALREADY_ANSWERED`, an unknown or expired token 400 `AUTH_LINK_INVALID`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            token: string;
            answers: {
              scores: {
                recommendCompany: number;
                manager: number;
                environment: number;
                growth: number;
                compensation: number;
              };
              yesNo: {
                wouldReturn: boolean;
                hadTools: boolean;
                feltValued: boolean;
              };
              comment?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "answered": true
             *     }
             */
            "application/json": {
              /** @enum {boolean} */
              answered: true;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leave-types/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              companyId: string;
              title: {
                en: string;
                "pt-BR": string;
                es: string;
              };
              color: string;
              unit: "days" | "hours";
              totalTime: number;
              order: number;
              rangeTypes: string[];
              extraFields: {
                id: string;
                label: {
                  en: string;
                  "pt-BR": string;
                  es: string;
                };
                required: boolean;
                type: "text" | "date" | "file";
              }[];
              paid: boolean;
              payroll: boolean;
              allowOverlap: boolean;
              tracked: boolean;
              workingDaysOnly: boolean;
              sale?: {
                allowed: boolean;
                maxTime?: number;
              };
              buy?: {
                allowed: boolean;
                maxTime?: number;
              };
              rollover?: {
                allowed: boolean;
                maxTime?: number;
                expiresAfterMonths?: number;
              };
              anticipation?: {
                allowed: boolean;
                maxTime?: number;
              };
              reviewPeriodMonths?: number;
              accrual: {
                kind: "none" | "yearly" | "monthly" | "anniversary";
                amount?: number;
                minServiceMonths?: number;
                everyMonths?: number;
              };
              approval?: {
                required?: boolean;
                steps?: {
                  kind: "supervisor" | "level" | "people";
                  level?: "admin" | "revisor";
                  userIds?: string[];
                }[];
                conditions?: {
                  moreThanDays: number;
                  step: {
                    kind: "supervisor" | "level" | "people";
                    level?: "admin" | "revisor";
                    userIds?: string[];
                  };
                }[];
              };
              legalBasis?: string;
              packKey?: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/leave/ical/{token}.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's leave calendar as iCalendar (RFC 5545), for Google Calendar or Outlook */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The calendar (RFC 5545). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/calendar": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/leave/whos-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is out this week (approved leaves, names and dates only), for the who's-out widget */
    get: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              today: string;
              weekStart: string;
              weekEnd: string;
              items: {
                name: string;
                startDate: string;
                endDate: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/leave/holidays": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's next days off (public holidays with its own), for the holidays widget */
    get: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                date: string;
                name: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/leave/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's leave types and balances, for the my-balance widget (widget token) */
    get: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              name: string;
              types: {
                id: string;
                title: {
                  [key: string]: string;
                };
                unit: string;
                available: number | null;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/leave/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request leave as the signed-in person, through the leave module's own rules (widget token) */
    post: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            leaveTypeId: string;
            startDate: string;
            endDate?: string;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              status: string;
              startDate: string;
              endDate: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/scheduling/ical/{token}.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A person's own shifts as iCalendar (RFC 5545)
     * @description The published shifts of the feed's owner as iCalendar, for calendar apps: no sign-in, the secret token in the path is the authorization. A revoked or unknown token, or a person no longer in the company, is 404 `NOT_FOUND`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The calendar (RFC 5545). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/calendar": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/clock/kiosk/qr": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: {
          "x-clock-device-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              code: string;
              url: string;
              officeId: string;
              officeName: string;
              companyName: string;
              window: number;
              /** Format: date-time */
              expiresAt: string;
              periodSeconds: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/spaces/availability": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rooms and desks free today or this week, for the book-a-room widget (widget token)
     * @description The company's offices and, for one office (`officeId`, else the first) and one day of this week (`date`, else today), the active spaces the signed-in person may book with the half hours still free.
     */
    get: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
          officeId?: string;
          date?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "today": "2030-01-15",
             *       "days": [
             *         "2030-01-15",
             *         "2030-01-16"
             *       ],
             *       "date": "2030-01-15",
             *       "offices": [
             *         {
             *           "id": "665f1c2a9d3e4b5c6d7e8f90",
             *           "name": "Paulista"
             *         }
             *       ],
             *       "officeId": "665f1c2a9d3e4b5c6d7e8f90",
             *       "spaces": [
             *         {
             *           "id": "665f1c2a9d3e4b5c6d7e8f91",
             *           "name": "Jabuticaba",
             *           "kind": "room",
             *           "capacity": 4,
             *           "floor": "1",
             *           "free": [
             *             "14:00",
             *             "14:30"
             *           ],
             *           "openTo": "19:00"
             *         }
             *       ]
             *     }
             */
            "application/json": {
              today: string;
              days: string[];
              date: string;
              offices: {
                id: string;
                name: string;
              }[];
              officeId?: string;
              spaces: {
                id: string;
                name: string;
                kind: "room" | "desk";
                capacity: number;
                floor: string;
                free: string[];
                openTo: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/spaces/reservations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's upcoming reservations, for the book-a-room widget (widget token)
     * @description Their next ten room and desk reservations (organized or invited), soonest first.
     */
    get: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "665f1c2a9d3e4b5c6d7e8f92",
             *           "room": "Jabuticaba",
             *           "kind": "room",
             *           "title": "Planning",
             *           "date": "2030-01-15",
             *           "hours": "14:00-15:00",
             *           "mine": true
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                room: string;
                kind: "room" | "desk";
                title: string;
                date: string;
                hours: string;
                mine: boolean;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /**
     * Book a room or desk as the signed-in person, through the spaces module's rules (widget token)
     * @description One date (no weekly series). Every rule of the app applies (hours, open days, who may book, overlap) with its catalogue refusal in the widget's language. Answers the person's upcoming reservations.
     */
    post: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            spaceId: string;
            date: string;
            startTime?: string;
            endTime?: string;
            title?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "665f1c2a9d3e4b5c6d7e8f92",
             *           "room": "Jabuticaba",
             *           "kind": "room",
             *           "title": "Planning",
             *           "date": "2030-01-15",
             *           "hours": "14:00-15:00",
             *           "mine": true
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                room: string;
                kind: "room" | "desk";
                title: string;
                date: string;
                hours: string;
                mine: boolean;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/widgets/spaces/reservations/{reservationId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel one of the signed-in person's reservations (widget token)
     * @description Only its organizer cancels (the app's rule); its participants are told. Answers the upcoming list.
     */
    post: {
      parameters: {
        query: {
          /** @description The publishable key (`wpk_...`). */
          key: string;
        };
        header?: never;
        path: {
          reservationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": "665f1c2a9d3e4b5c6d7e8f92",
             *           "room": "Jabuticaba",
             *           "kind": "room",
             *           "title": "Planning",
             *           "date": "2030-01-15",
             *           "hours": "14:00-15:00",
             *           "mine": true
             *         }
             *       ]
             *     }
             */
            "application/json": {
              items: {
                id: string;
                room: string;
                kind: "room" | "desk";
                title: string;
                date: string;
                hours: string;
                mine: boolean;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/public/forms/{publicId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An open form as the public page shows it, with a fresh bot check (no sign-in) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          publicId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              publicId: string;
              companyName: string;
              title: string;
              description: string;
              fields: {
                id: string;
                key?: string;
                /** @enum {string} */
                type: "date" | "select" | "text" | "file";
                label: string;
                required: boolean;
                mask?: string;
                /** @enum {string} */
                format?: "email";
                options?: string[];
              }[];
              challenge: {
                id: string;
                nonce: string;
                difficulty: number;
                minSeconds: number;
              };
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/public/forms/{publicId}/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a file for a file field (multipart: `file`, plus the solved bot check in `challengeId` and `solution`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          publicId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              uploadId: string;
              name: string;
              size: number;
              contentType: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/public/forms/{publicId}/responses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the answers of the public page (the bot check solved; no sign-in) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          publicId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            answers: {
              [key: string]: string;
            };
            challenge: {
              id: string;
              solution: string;
            };
            website?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              received: true;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether I answer on the platform's support team */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              staff: boolean;
              founder: boolean;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every company's support conversations */
    get: {
      parameters: {
        query: {
          limit: number;
          skip: number;
          status?: "open" | "closed";
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                id: string;
                subject: string;
                status: "open" | "closed";
                personName: string;
                /** Format: date-time */
                lastMessageAt: string;
                lastMessagePreview: string;
                lastSide: "person" | "staff";
                unread: number;
                /** Format: date-time */
                createdAt: string;
                closedAt: string | null;
                companyId: string;
                companyName: string;
                companyPlan: string;
                personEmail: string;
                personLevel: string;
                assigneeName: string | null;
              }[];
              total: number;
              unread: number;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's support conversation */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              conversation: {
                id: string;
                subject: string;
                status: "open" | "closed";
                personName: string;
                /** Format: date-time */
                lastMessageAt: string;
                lastMessagePreview: string;
                lastSide: "person" | "staff";
                unread: number;
                /** Format: date-time */
                createdAt: string;
                closedAt: string | null;
                companyId: string;
                companyName: string;
                companyPlan: string;
                personEmail: string;
                personLevel: string;
                assigneeName: string | null;
              };
              messages: {
                id: string;
                side: "person" | "staff";
                authorName: string;
                body: string;
                attachments: {
                  id: string;
                  name: string;
                  size: number;
                  contentType: string;
                }[];
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a conversation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              side: "person" | "staff";
              authorName: string;
              body: string;
              attachments: {
                id: string;
                name: string;
                size: number;
                contentType: string;
              }[];
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}/attachments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a file in a conversation (multipart field `file`, up to 2 MB; optional text field `body`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              side: "person" | "staff";
              authorName: string;
              body: string;
              attachments: {
                id: string;
                name: string;
                size: number;
                contentType: string;
              }[];
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}/messages/{messageId}/attachments/{attachmentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file sent in a conversation */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
          messageId: string;
          attachmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": string;
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a conversation as read by support */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              subject: string;
              status: "open" | "closed";
              personName: string;
              /** Format: date-time */
              lastMessageAt: string;
              lastMessagePreview: string;
              lastSide: "person" | "staff";
              unread: number;
              /** Format: date-time */
              createdAt: string;
              closedAt: string | null;
              companyId: string;
              companyName: string;
              companyPlan: string;
              personEmail: string;
              personLevel: string;
              assigneeName: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/{companyId}/{conversationId}/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Close or reopen a conversation */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          companyId: string;
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            status: "open" | "closed";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              subject: string;
              status: "open" | "closed";
              personName: string;
              /** Format: date-time */
              lastMessageAt: string;
              lastMessagePreview: string;
              lastSide: "person" | "staff";
              unread: number;
              /** Format: date-time */
              createdAt: string;
              closedAt: string | null;
              companyId: string;
              companyName: string;
              companyPlan: string;
              personEmail: string;
              personLevel: string;
              assigneeName: string | null;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/inbox/presence": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** My inbox is open with a live connection (or has closed) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            here: boolean;
          };
        };
      };
      responses: {
        /** @description Recorded. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/agents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The support agents */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              items: {
                email: string;
                name: string;
                /** Format: date-time */
                addedAt: string;
              }[];
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    /** Name a support agent by their sign-in email */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              email: string;
              name: string;
              /** Format: date-time */
              addedAt: string;
            };
          };
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/agents/{email}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a support agent */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error from the catalogue. */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description An error from the catalogue. */
        "5XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan table in force (limits, prices, gated features, trial) and its changes (founder only) */
    get: operations["getPlanTable"];
    /** Saves the plan table, in force on every instance at once; recorded in its history (founder only) */
    put: operations["savePlanTable"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's companies with plan, active workers and status (founder only) */
    get: operations["listFounderCompanies"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/companies/{companyId}/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Moves a company to another plan, recorded in its audit log (founder only) */
    put: operations["changeCompanyPlan"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/companies/{companyId}/customization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's customisation: colour, modules, worker fields, pack and admin locks (founder only) */
    get: operations["getCompanyCustomization"];
    /** Changes a company's customisation, audited in its log and applied at once (founder only) */
    put: operations["updateCompanyCustomization"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/branding": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's branding (name, primary colour and the text colour on it, logo) for its app and widgets */
    get: operations["getCompanyBranding"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/contract": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform's terms in force, in en, pt-BR and es (founder only)
     * @description The newest published version of the platform's terms (the `contracts` collection). Version 1 is the platform's initial terms.
     */
    get: operations["getPlatformContract"];
    put?: never;
    /**
     * Publishes a new version of the platform's terms (founder only)
     * @description Publishes the next version, immutable from then on; every company's admins are asked to accept it on their next visit. `basedOn` must be the version in force (else TENANT_CONTRACT_CHANGED_MEANWHILE). Recorded in every company's audit log.
     */
    post: operations["publishPlatformContract"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/contract/acceptances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Each company's acceptance of the terms: version, who, when (founder only)
     * @description Every live company by name, with the newest terms version it accepted, the admin who accepted and when (or at sign-up), and whether it is the version in force.
     */
    get: operations["listContractAcceptances"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/contract": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's contract with the platform: terms in force and acceptances (admins)
     * @description The terms in force, the company's acceptances (version, admin, when) newest first, and `mustAccept`: newer terms than the company accepted were published, so its admins are asked to accept them.
     */
    get: operations["getCompanyContract"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{companyId}/contract/acceptance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An admin accepts the terms in force for the company
     * @description Records that the signed-in admin accepted `version` for the company (audited). A version other than the one in force is TENANT_CONTRACT_VERSION_STALE (409). The founder cannot accept for a company.
     */
    post: operations["acceptCompanyContract"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/founder/versions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The app version notes published, newest first (founder only)
     * @description The 50 newest version notes of the `versions` collection: label, notes, when and by whom.
     */
    get: operations["listVersionNotes"];
    put?: never;
    /**
     * Publishes an app version note, shown live to open sessions (founder only)
     * @description Keeps the note in `versions`, sends it on the realtime channel to every open session on every instance (the new-version banner with the note and Update), and records it in every company's audit log.
     */
    post: operations["publishVersionNote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness
     * @description Answers 200 while the instance serves requests, with the product version and which database it reaches. For load balancers, compose health checks and uptime monitors; needs no credentials.
     */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * ErrorBody
     * @description Every error response. `message` is in the caller's language: the signed-in user's setting, then Accept-Language, then English.
     * @example {
     *       "statusCode": 500,
     *       "code": "INTERNAL",
     *       "message": "Error not registered, contact our support."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "NOT_FOUND",
     *       "message": "Not found."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "ROUTE_NOT_FOUND",
     *       "message": "Not found."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "FORBIDDEN",
     *       "message": "You do not have access to this."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "UNAUTHENTICATED",
     *       "message": "Please sign in again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "BAD_REQUEST",
     *       "message": "Search not done, please check the data."
     *     }
     * @example {
     *       "statusCode": 413,
     *       "code": "PAYLOAD_TOO_LARGE",
     *       "message": "Maximum file size is 2mb."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SERVICE_NOT_AVAILABLE_COUNTRY",
     *       "message": "Service not available to the country."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SEARCH_NOT_DONE",
     *       "message": "Search not done, please check the data."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "MODULE_NOT_ENABLED",
     *       "message": "This feature is not enabled for your company."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "PLAN_UPGRADE_REQUIRED",
     *       "message": "This feature needs the {plan} plan."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_REQUIRED",
     *       "message": "Please type something."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_EMAIL",
     *       "message": "Email invalid."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_PASSWORD_MIN",
     *       "message": "Min size is {min} characters"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_PASSWORD_MAX",
     *       "message": "Max size is {max} characters"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_MIN_LENGTH",
     *       "message": "Min length is {min}"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_MAX_LENGTH",
     *       "message": "Max length is {max}"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_NUMERIC",
     *       "message": "Value must be numeric"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_MIN_VALUE",
     *       "message": "Min value is {min}"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_MAX_VALUE",
     *       "message": "Max value is {max}"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_DATE",
     *       "message": "Wrong date"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_DATE_BEFORE",
     *       "message": "Date can't be less"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_CNPJ",
     *       "message": "invalid cnpj"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_CPF",
     *       "message": "invalid cpf"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_URL",
     *       "message": "invalid url"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_BIRTHDATE",
     *       "message": "Invalid date"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_FIELDS_EQUAL",
     *       "message": "Fields must be equal"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_SELECTION",
     *       "message": "You must make a selection!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VALIDATION_INVALID",
     *       "message": "Search not done, please check the data."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FILE_REQUIRED",
     *       "message": "Please choose something"
     *     }
     * @example {
     *       "statusCode": 413,
     *       "code": "FILE_TOO_LARGE",
     *       "message": "Maximum file size is 2mb."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FILE_NOT_IMAGE",
     *       "message": "Not image!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FILE_ONLY_PNG_JPG",
     *       "message": "Only PNG or JPG!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FILE_INVALID_IMAGE",
     *       "message": "Ops, invalid image."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "AUTH_WRONG_CREDENTIALS",
     *       "message": "Wrong email or password."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "AUTH_UNVERIFIED_EMAIL",
     *       "message": "Unverified email."
     *     }
     * @example {
     *       "statusCode": 200,
     *       "code": "AUTH_VERIFICATION_SENT",
     *       "message": "Verification email sent."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "AUTH_EMAIL_IN_USE",
     *       "message": "The email address is already in use by another account."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "AUTH_EMAIL_EXISTS",
     *       "message": "Email already Exists."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "AUTH_USER_NOT_FOUND",
     *       "message": "Username has not been found."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "AUTH_INVALID_PASSWORD",
     *       "message": "The password is invalid."
     *     }
     * @example {
     *       "statusCode": 429,
     *       "code": "AUTH_TOO_MANY_ATTEMPTS",
     *       "message": "Too many attempts try later"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "AUTH_LINK_INVALID",
     *       "message": "The link is invalid or expired"
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "AUTH_LEVEL_NOT_HELD",
     *       "message": "You do not have this access level."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "AUTH_FIRST_ACCESS_REQUIRED",
     *       "message": "Finish your first access first."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "AUTH_API_KEY_INVALID",
     *       "message": "The API key is invalid or revoked."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "AUTH_API_KEY_EXPIRY_PAST",
     *       "message": "The expiry date must be in the future."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "AUTH_ORIGIN_REFUSED",
     *       "message": "This request did not come from the app. Reload the page and try again."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "AUTH_IMPERSONATION_READ_ONLY",
     *       "message": "You are viewing this company for support, read-only: nothing can be changed. End the support view to make changes."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "WIDGET_KEY_INVALID",
     *       "message": "This widget key is invalid or revoked."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "WIDGET_ORIGIN_REFUSED",
     *       "message": "This site may not show the company's widgets."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "WIDGET_ORIGIN_INVALID",
     *       "message": "Write each allowed site as its address, like https://intranet.example.com."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "WIDGET_SIGNIN_REQUIRED",
     *       "message": "Sign in to use this widget."
     *     }
     * @example {
     *       "statusCode": 429,
     *       "code": "WIDGET_RATE_LIMITED",
     *       "message": "Too many widget requests. Try again in a minute."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "AUTH_CANNOT_TERMINATE_SELF",
     *       "message": "You can't eliminate yourself"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "DATE_INVALID",
     *       "message": "Invalid Date!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "DATE_BEFORE_NOW",
     *       "message": "Date before now."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "DATES_CHOOSE_CORRECT",
     *       "message": "Choose correct dates."
     *     }
     * @example {
     *       "statusCode": 503,
     *       "code": "MAIL_NOT_SENT",
     *       "message": "The email could not be sent, please try again later."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "FILE_LINK_INVALID",
     *       "message": "The download link is invalid or expired."
     *     }
     * @example {
     *       "statusCode": 200,
     *       "code": "AUTH_RESET_SENT",
     *       "message": "If an account exists for this email, we sent a link to reset the password."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "AUTH_FIRST_ACCESS_DONE",
     *       "message": "This person has already completed their first access."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_PEOPLE_LIMIT_REACHED",
     *       "message": "Your {plan} plan allows up to {limit} people and the company has {count}. To add someone, move to a larger plan under Plan Billing."
     *     }
     * @example {
     *       "statusCode": 402,
     *       "code": "TENANT_TRIAL_ENDED",
     *       "message": "The free trial ended on {date}. Your data is kept read-only until an administrator chooses a plan under Plan Billing."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "TENANT_PLAN_CHOICE_LOCKED",
     *       "message": "This company's plan is changed by the platform only. Contact support to change it."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_PLAN_TOO_SMALL",
     *       "message": "The {plan} plan allows up to {limit} people and the company has {count}. Choose a larger plan."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_PLAN_TABLE_CHANGED_MEANWHILE",
     *       "message": "The plan table was changed meanwhile. Reload and try again."
     *     }
     * @example {
     *       "statusCode": 503,
     *       "code": "TENANT_PEOPLE_LIMIT_BUSY",
     *       "message": "Someone else is adding people to this company right now. Try again in a moment."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "BILLING_WEBHOOK_INVALID",
     *       "message": "The payment provider's notification could not be verified."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "BILLING_PAYMENT_UNAVAILABLE",
     *       "message": "Online payment is not set up; this invoice is settled by the platform manually."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "BILLING_INVOICE_SETTLED",
     *       "message": "This invoice is already paid."
     *     }
     * @example {
     *       "statusCode": 402,
     *       "code": "BILLING_PAYMENT_FAILED",
     *       "message": "The payment provider refused the payment: {reason}"
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_PLAN_CHANGED_MEANWHILE",
     *       "message": "The plan was changed meanwhile. Reload and try again."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_CUSTOMISATION_CHANGED_MEANWHILE",
     *       "message": "This company was changed meanwhile. Reload and try again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "TENANT_BRAND_COLOR_UNREADABLE",
     *       "message": "Text cannot be read on {color}: choose a darker or lighter colour (white or black text must reach a 4.5:1 contrast)."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "TENANT_MODULE_UNKNOWN",
     *       "message": "The module {module} does not exist or cannot be switched off."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_CONTRACT_CHANGED_MEANWHILE",
     *       "message": "Newer terms were published meanwhile. Reload and start from them."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "TENANT_CONTRACT_VERSION_STALE",
     *       "message": "These terms are no longer the ones in force: version {version} was published. Read it and accept it instead."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "REALTIME_TOPIC_FORBIDDEN",
     *       "message": "You do not have access to this topic."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "REALTIME_TOPIC_UNKNOWN",
     *       "message": "Unknown topic."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "REALTIME_MESSAGE_INVALID",
     *       "message": "Invalid message."
     *     }
     * @example {
     *       "statusCode": 429,
     *       "code": "REALTIME_TOO_MANY_SUBSCRIPTIONS",
     *       "message": "Too many subscriptions on this connection."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "NOTIFICATIONS_DUPLICATE_RULE",
     *       "message": "There is already a rule for {prefix}."
     *     }
     * @example {
     *       "statusCode": 503,
     *       "code": "NOTIFICATIONS_PUSH_OFF",
     *       "message": "Push notifications are not available on this server."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "REPORT_MIN_WORKERS",
     *       "message": "Minimum {min} workers for filtered reports."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_NOT_ENOUGH_TIME",
     *       "message": "Not enough time."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_NOT_ENOUGH_DAYS",
     *       "message": "Don't have many days!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "DATE_BLOCKED",
     *       "message": "The interval overlays with a block date."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_RANGE_NOT_ALLOWED",
     *       "message": "This leave don't allow range date."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_HALF_DAY_INVALID",
     *       "message": "A half day is one working day of a leave type counted in hours, without start and end times."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "LEAVE_OVERLAP",
     *       "message": "Not Allowed Overlapping"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LOCKED_DATE_MAX",
     *       "message": "Locked date invalid! Maximun 30 days."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "LEAVE_STATUS_CHANGED",
     *       "message": "This request was changed meanwhile, please reload it."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "LEAVE_TRANSITION_INVALID",
     *       "message": "This action is not possible for the request's status."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "LEAVE_BUSY",
     *       "message": "Too many changes at once, please try again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_SALE_NOT_ALLOWED",
     *       "message": "This leave type does not allow selling or buying time."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_SALE_LIMIT_DAYS",
     *       "message": "More than this leave type allows in a year (at most {max} days)."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_SALE_LIMIT_HOURS",
     *       "message": "More than this leave type allows in a year (at most {max} hours)."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_REASON_REQUIRED",
     *       "message": "Write the reason for this change."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_AMOUNT_INVALID",
     *       "message": "Write an amount other than zero, with at most two decimals."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "LEAVE_STARTING_BALANCE_EXISTS",
     *       "message": "This person already has a starting balance of this type on that date."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_FILE_INVALID",
     *       "message": "This file could not be read. Send a CSV or an Excel (.xlsx) file."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_EMPTY",
     *       "message": "The file has no rows to import."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_TOO_MANY_ROWS",
     *       "message": "The file has more than {max} rows."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_COLUMNS",
     *       "message": "The title row must name the columns: {columns}."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "LEAVE_IMPORT_ROWS_INVALID",
     *       "message": "{count} rows have problems: nothing was imported. Fix them and send the file again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_WORKER_UNKNOWN",
     *       "message": "No active worker with this e-mail or id."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_TYPE_UNKNOWN",
     *       "message": "No leave type with this name or id."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_NUMBER_INVALID",
     *       "message": "Not a number (write 12 or 12.5)."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "LEAVE_IMPORT_DUPLICATE_ROW",
     *       "message": "Another row has the same person, type and date."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PEOPLE_NAME_TAKEN",
     *       "message": "This name is already in use."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_SCHEDULE_HOUR_INVALID",
     *       "message": "Schedule hours are whole hours from 0 to 24."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_SCHEDULE_END_NOT_AFTER_START",
     *       "message": "The end of the schedule must be after its start."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_SCHEDULE_SECOND_RANGE",
     *       "message": "The second range must start at or after the end of the first."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_REFERENCE_WORKER_INVALID",
     *       "message": "The supervisor must be an active worker of the company."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_REFERENCE_WORKER_CYCLE",
     *       "message": "A worker cannot report to themselves or to someone who reports to them."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PEOPLE_WORKER_TERMINATED",
     *       "message": "This worker has already been terminated."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_SELF_FIELD_NOT_EDITABLE",
     *       "message": "Your administrator keeps this field."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "PEOPLE_FIELD_FORBIDDEN",
     *       "message": "You do not have access to the field {field}."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PEOPLE_SELF_PROFILE_CLOSED",
     *       "message": "Your profile can no longer be changed: your contract has ended."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PEOPLE_WORKER_NOT_TERMINATED",
     *       "message": "This worker has not been terminated."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_ZIPCODE_INVALID",
     *       "message": "Invalid zip code."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_FIELD_UNKNOWN",
     *       "message": "This field does not exist."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_FIELD_MASK",
     *       "message": "The value does not match the format {mask}."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_FIELD_OPTIONS_REQUIRED",
     *       "message": "A selection field needs at least one option."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_FIELD_DUPLICATE",
     *       "message": "Each field needs a different label."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PEOPLE_SURVEY_ALREADY_ANSWERED",
     *       "message": "This survey has already been answered."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_FILE_INVALID",
     *       "message": "Only CSV or Excel (.xlsx) files."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_EMPTY",
     *       "message": "The file has no rows to import."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_TOO_MANY_ROWS",
     *       "message": "At most {max} rows per import."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_COLUMN_MISSING",
     *       "message": "The column {column} is missing."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_DUPLICATE_EMAIL",
     *       "message": "This email appears more than once in the file."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PEOPLE_IMPORT_SUPERVISOR_ROW_INVALID",
     *       "message": "The supervisor's row has errors."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "VACATION_PLAN_OVERLAP",
     *       "message": "This person is already away or has a planned vacation on some of these days."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "VACATION_PLAN_DAYS_ONLY",
     *       "message": "Plan whole days: choose a leave type counted in days."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "VACATION_PLAN_REQUESTED",
     *       "message": "This plan entry is already a leave request: change or cancel the request instead."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "VACATION_PLAN_BUSY",
     *       "message": "This plan entry is being turned into a request, please try again in a moment."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_NO_WORKER_PROFILE",
     *       "message": "You need an active worker profile to use the time clock."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_OUT_OF_SEQUENCE",
     *       "message": "This punch does not follow your last one. Refresh and punch again."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_PUNCH_CONFLICT",
     *       "message": "Another punch of yours was being saved at the same moment. Refresh and punch again."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_QR_EXPIRED",
     *       "message": "This QR code has expired. Scan the code on the office screen again."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_QR_INVALID",
     *       "message": "This is not a valid time clock QR code."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_QR_OTHER_OFFICE",
     *       "message": "This QR code belongs to another office."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_QR_REQUIRED",
     *       "message": "Your company asks you to punch by scanning the office QR code."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_OUTSIDE_GEOFENCE",
     *       "message": "You are outside the area where punches are accepted for this office."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_LOCATION_REQUIRED",
     *       "message": "Your company asks for your location with each punch. Allow location and try again."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_PHOTO_REQUIRED",
     *       "message": "Your company asks for a photo with each punch."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_CONSENT_REQUIRED",
     *       "message": "Accept the location and photo terms before punching."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "CLOCK_DEVICE_TIME_INVALID",
     *       "message": "The punch time from this device is not plausible."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_IDEMPOTENCY_CONFLICT",
     *       "message": "This punch key was already used for a different punch."
     *     }
     * @example {
     *       "statusCode": 401,
     *       "code": "CLOCK_DEVICE_KEY_INVALID",
     *       "message": "This kiosk key is not valid or was revoked. Ask an administrator for a new one."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_CORRECTION_DECIDED",
     *       "message": "This correction was already decided."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_CORRECTION_PENDING",
     *       "message": "This punch already has a correction waiting or approved."
     *     }
     * @example {
     *       "statusCode": 422,
     *       "code": "CLOCK_CORRECTION_IN_FUTURE",
     *       "message": "A correction cannot add a punch in the future."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "CLOCK_RECEIPT_MISMATCH",
     *       "message": "No punch matches this receipt code."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_OVERTIME_DECIDED",
     *       "message": "This day's overtime was already decided."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_OVERTIME_NOTHING",
     *       "message": "This day has no overtime to decide."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_PERIOD_CLOSED",
     *       "message": "This payroll period is closed: only a correction flagged as after closing can change it."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "CLOCK_RANGE_TOO_LONG",
     *       "message": "Choose a period of at most {max} days."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "CLOCK_RANGE_INVALID",
     *       "message": "The end of the period cannot be before its start."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_BANK_INSUFFICIENT",
     *       "message": "Not enough hours in the time bank."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_BANK_BUSY",
     *       "message": "The time bank is busy; try again."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "CLOCK_EXPORT_NOT_READY",
     *       "message": "The export is not ready yet."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_CONFLICT",
     *       "message": "There is a conflict between the schedules."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_ON_LEAVE",
     *       "message": "{name} is on approved leave on {date}."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_HOLIDAY",
     *       "message": "{date} is a holiday ({holiday})."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_UNAVAILABLE",
     *       "message": "{name} marked {date} as unavailable."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_DAILY_HOURS",
     *       "message": "{name} would work {hours} h on {date}; the limit is {limit} h a day."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_WEEKLY_HOURS",
     *       "message": "{name} would work {hours} h in the week of {date}; the limit is {limit} h a week."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_MIN_REST",
     *       "message": "{name} would rest only {hours} h before the shift on {date}; the minimum is {limit} h between shifts."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_WEEKLY_REST",
     *       "message": "{name} would have no rest day in the week of {date}."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_PART_TIME",
     *       "message": "{name} works part-time: {hours} h in the week of {date} is not under {limit} h."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_RULE_CONSECUTIVE_DAYS",
     *       "message": "{name} would work {days} days in a row up to {date}; the limit is {limit}."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SCHEDULING_SHIFT_TIMES",
     *       "message": "A shift ends after it starts and lasts at most 24 hours."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SCHEDULING_NOT_A_WORKER",
     *       "message": "This person is not an active worker of the company."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_SHIFT_TAKEN",
     *       "message": "Someone else already took this shift."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "SCHEDULING_NOT_QUALIFIED",
     *       "message": "This shift needs the skill {skill}."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SCHEDULING_NOT_YOUR_SHIFT",
     *       "message": "Choose one of your own published shifts."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_ORDER_STATE",
     *       "message": "This request can no longer be changed that way."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "SCHEDULING_ORDER_NOT_YOURS",
     *       "message": "Only the person this request is addressed to can answer it."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_SHIFT_CHANGED",
     *       "message": "The shifts changed since the request was made; ask again."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_PAST_SHIFT",
     *       "message": "This shift has already started."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SCHEDULING_SCOPE_REQUIRED",
     *       "message": "Choose a department or an office."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SCHEDULING_TEMPLATE_TAKEN",
     *       "message": "A template with this name already exists."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SCHEDULING_RANGE_TOO_LONG",
     *       "message": "Choose at most {days} days."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_OVERLAP",
     *       "message": "Date has overlay with other reservation."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_SERIES_OVERLAP",
     *       "message": "Date has overlay with other reservation: {date} is already booked, so no date of the series was reserved."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_OUTSIDE_HOURS",
     *       "message": "This space can be booked from {from} to {to}."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_CLOSED_DAY",
     *       "message": "This space cannot be booked on {date}."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_BAD_TIME",
     *       "message": "Choose correct dates: the end must be after the start, in steps of {minutes} minutes."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_DATE_PAST",
     *       "message": "Date before now."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_TOO_FAR",
     *       "message": "Reservations can be made up to {days} days ahead."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_CAPACITY",
     *       "message": "This space holds at most {capacity} people."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_PARTICIPANT_UNKNOWN",
     *       "message": "Every participant must be a person of the company."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "SPACES_NOT_ALLOWED",
     *       "message": "You may not book this space."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_INACTIVE",
     *       "message": "This space is not open for reservations."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_NOT_ACTIVE",
     *       "message": "This reservation was canceled or released."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_CHECK_IN_CLOSED",
     *       "message": "Check-in opens {minutes} minutes before the start and closes when the reservation ends."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_ALREADY_STARTED",
     *       "message": "This reservation has already ended."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_OFFICE_UNKNOWN",
     *       "message": "Choose an office of the company."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SPACES_NAME_TAKEN",
     *       "message": "This office already has a space with this name."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "SPACES_BAD_HOURS",
     *       "message": "The bookable hours must end after they start, on the hour or half hour."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_MONTH_INVALID",
     *       "message": "Choose a valid month (YYYY-MM) that has already started."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PAYROLL_PERIOD_APPROVED",
     *       "message": "This payroll period is already approved and can no longer change."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PAYROLL_PERIOD_NOT_ENDED",
     *       "message": "The month has not ended yet: its payroll cannot be approved."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PAYROLL_UNREVIEWED",
     *       "message": "Review every person of the period before approving it."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_PERSON_NOT_IN_PERIOD",
     *       "message": "This person is not part of the period."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_JUSTIFICATION_REQUIRED",
     *       "message": "Write why the salary changes (at least 10 characters)."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_SALARY_UNCHANGED",
     *       "message": "The new pay is the same as the current one."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "PAYROLL_SALARY_CHANGED_MEANWHILE",
     *       "message": "The salary was changed meanwhile; reload and try again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_RECEIPT_NOT_PDF",
     *       "message": "Send payslips as PDF files."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "PAYROLL_RECEIPT_UNMATCHED",
     *       "message": "A file or page could not be matched to a person of the company; nothing was stored."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "ANALYTICS_RANGE_INVALID",
     *       "message": "Choose a range of months (YYYY-MM), the first not after the last, at most 10 years."
     *     }
     * @example {
     *       "statusCode": 410,
     *       "code": "FORMS_CLOSED",
     *       "message": "This form is no longer taking answers."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_OPTIONS_REQUIRED",
     *       "message": "A selection field needs at least one option."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_MASK_MISMATCH",
     *       "message": "The value does not have the expected format."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_FIELD_UNKNOWN",
     *       "message": "This form has no such field."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_DUPLICATE_FIELD",
     *       "message": "Two fields of the form have the same name."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_UPLOAD_INVALID",
     *       "message": "The file was not found; please attach it again."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_FILE_TYPE",
     *       "message": "Only PDF, PNG or JPG files!"
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "FORMS_BOT_CHECK",
     *       "message": "We could not confirm you are a person. Please reload the page and try again."
     *     }
     * @example {
     *       "statusCode": 429,
     *       "code": "FORMS_TOO_MANY",
     *       "message": "Too many answers sent from here. Please try again later."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "HIRING_TRANSITION",
     *       "message": "This position can no longer do that (it changed meanwhile)."
     *     }
     * @example {
     *       "statusCode": 403,
     *       "code": "HIRING_NOT_REVISOR",
     *       "message": "Only the company's hiring revisors approve positions."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "HIRING_ALREADY_DECIDED",
     *       "message": "You have already approved this position."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "HIRING_REPLACEMENT_REQUIRED",
     *       "message": "A replacement names the person who left."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "HIRING_REVISOR_INVALID",
     *       "message": "Hiring revisors must be administrators or managers of the company."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "HIRING_STAGE_MOVE",
     *       "message": "The candidate cannot move to that stage from where they are."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "HIRING_NOT_OPEN",
     *       "message": "The position is not open."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "HIRING_HIRE_NEEDS_OFFER",
     *       "message": "Make the candidate an offer before hiring them."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "HIRING_CLOSE_BEFORE_START",
     *       "message": "The close date cannot be before the opening date."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "HIRING_FILE_TYPE",
     *       "message": "Only PDF, PNG or JPG files can be attached to a candidate."
     *     }
     * @example {
     *       "statusCode": 404,
     *       "code": "ONBOARDING_NOT_IN_ONBOARDING",
     *       "message": "This person is not in onboarding."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_COMPLETED",
     *       "message": "This onboarding is completed and can no longer change."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "ONBOARDING_REQUIREMENT_UNKNOWN",
     *       "message": "The company does not ask for this document."
     *     }
     * @example {
     *       "statusCode": 415,
     *       "code": "ONBOARDING_DOCUMENT_TYPE",
     *       "message": "Send a PDF, PNG or JPEG file."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_DOCUMENT_ACCEPTED",
     *       "message": "This document was already accepted."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_DOCUMENT_NOT_IN_REVIEW",
     *       "message": "Only a document waiting for review can be accepted or returned."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_CONTRACTS_OFF",
     *       "message": "The company does not use contract terms."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_CONTRACT_NO_TEMPLATE",
     *       "message": "The company has no contract template yet."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_CONTRACT_SIGNED",
     *       "message": "The contract terms are already signed."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_CONTRACT_CHANGED",
     *       "message": "The contract changed since you opened it. Read it again before signing."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_PROFILE_INCOMPLETE",
     *       "message": "Complete your profile before signing the contract."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_ZIP_EMPTY",
     *       "message": "This person has no onboarding documents to download."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "ONBOARDING_ZIP_NOT_READY",
     *       "message": "The zip file is not ready yet."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "COMMUNICATION_NEWS_EMPTY",
     *       "message": "Write something in the post: text or an image."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "COMMUNICATION_AUDIENCE_EMPTY",
     *       "message": "Choose who receives the post: everyone, or at least one department, office or role."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "COMMUNICATION_AUDIENCE_UNKNOWN",
     *       "message": "One of the chosen departments, offices or roles no longer exists."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "COMMUNICATION_SEND_DATE_PAST",
     *       "message": "The send date must be in the future; leave it empty to send now."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "COMMUNICATION_NEWS_SENT",
     *       "message": "This post was already sent; it can no longer be rescheduled."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SUPPORT_CONVERSATION_CLOSED",
     *       "message": "This conversation is closed. Reopen it to write again."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SUPPORT_CONVERSATION_ALREADY",
     *       "message": "The conversation is already in that state."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "SUPPORT_AGENT_EXISTS",
     *       "message": "This person is already a support agent."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "INTEGRATIONS_GOOGLE_NOT_CONFIGURED",
     *       "message": "Google Calendar is not set up on this server yet. Ask your administrator."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "INTEGRATIONS_OAUTH_STATE_INVALID",
     *       "message": "This connection link has expired or was already used. Start connecting again."
     *     }
     * @example {
     *       "statusCode": 502,
     *       "code": "INTEGRATIONS_GOOGLE_REFUSED",
     *       "message": "Google refused the connection. Try again in a moment."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "INTEGRATIONS_CALENDAR_NOT_CONNECTED",
     *       "message": "Your Google Calendar is not connected."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "INTEGRATIONS_WEBHOOK_URL_INVALID",
     *       "message": "Enter a web address that starts with https:// or http://."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "INTEGRATIONS_WEBHOOK_URL_PRIVATE",
     *       "message": "This address points to a private or local network; webhooks can only call public addresses."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED",
     *       "message": "Choose at least one event to send."
     *     }
     * @example {
     *       "statusCode": 400,
     *       "code": "INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN",
     *       "message": "One of the chosen events does not exist."
     *     }
     * @example {
     *       "statusCode": 409,
     *       "code": "INTEGRATIONS_WEBHOOK_LIMIT",
     *       "message": "A company can have at most 20 webhook endpoints."
     *     }
     */
    ErrorBody: {
      /** @description The HTTP status, repeated in the body. */
      statusCode: number;
      /**
       * @description The catalogue code: stable, meant for programs.
       * @enum {unknown}
       */
      code:
        | "INTERNAL"
        | "NOT_FOUND"
        | "ROUTE_NOT_FOUND"
        | "FORBIDDEN"
        | "UNAUTHENTICATED"
        | "BAD_REQUEST"
        | "PAYLOAD_TOO_LARGE"
        | "SERVICE_NOT_AVAILABLE_COUNTRY"
        | "SEARCH_NOT_DONE"
        | "MODULE_NOT_ENABLED"
        | "PLAN_UPGRADE_REQUIRED"
        | "VALIDATION_REQUIRED"
        | "VALIDATION_EMAIL"
        | "VALIDATION_PASSWORD_MIN"
        | "VALIDATION_PASSWORD_MAX"
        | "VALIDATION_MIN_LENGTH"
        | "VALIDATION_MAX_LENGTH"
        | "VALIDATION_NUMERIC"
        | "VALIDATION_MIN_VALUE"
        | "VALIDATION_MAX_VALUE"
        | "VALIDATION_DATE"
        | "VALIDATION_DATE_BEFORE"
        | "VALIDATION_CNPJ"
        | "VALIDATION_CPF"
        | "VALIDATION_URL"
        | "VALIDATION_BIRTHDATE"
        | "VALIDATION_FIELDS_EQUAL"
        | "VALIDATION_SELECTION"
        | "VALIDATION_INVALID"
        | "FILE_REQUIRED"
        | "FILE_TOO_LARGE"
        | "FILE_NOT_IMAGE"
        | "FILE_ONLY_PNG_JPG"
        | "FILE_INVALID_IMAGE"
        | "AUTH_WRONG_CREDENTIALS"
        | "AUTH_UNVERIFIED_EMAIL"
        | "AUTH_VERIFICATION_SENT"
        | "AUTH_EMAIL_IN_USE"
        | "AUTH_EMAIL_EXISTS"
        | "AUTH_USER_NOT_FOUND"
        | "AUTH_INVALID_PASSWORD"
        | "AUTH_TOO_MANY_ATTEMPTS"
        | "AUTH_LINK_INVALID"
        | "AUTH_LEVEL_NOT_HELD"
        | "AUTH_FIRST_ACCESS_REQUIRED"
        | "AUTH_API_KEY_INVALID"
        | "AUTH_API_KEY_EXPIRY_PAST"
        | "AUTH_ORIGIN_REFUSED"
        | "AUTH_IMPERSONATION_READ_ONLY"
        | "WIDGET_KEY_INVALID"
        | "WIDGET_ORIGIN_REFUSED"
        | "WIDGET_ORIGIN_INVALID"
        | "WIDGET_SIGNIN_REQUIRED"
        | "WIDGET_RATE_LIMITED"
        | "AUTH_CANNOT_TERMINATE_SELF"
        | "DATE_INVALID"
        | "DATE_BEFORE_NOW"
        | "DATES_CHOOSE_CORRECT"
        | "MAIL_NOT_SENT"
        | "FILE_LINK_INVALID"
        | "AUTH_RESET_SENT"
        | "AUTH_FIRST_ACCESS_DONE"
        | "TENANT_PEOPLE_LIMIT_REACHED"
        | "TENANT_TRIAL_ENDED"
        | "TENANT_PLAN_CHOICE_LOCKED"
        | "TENANT_PLAN_TOO_SMALL"
        | "TENANT_PLAN_TABLE_CHANGED_MEANWHILE"
        | "TENANT_PEOPLE_LIMIT_BUSY"
        | "BILLING_WEBHOOK_INVALID"
        | "BILLING_PAYMENT_UNAVAILABLE"
        | "BILLING_INVOICE_SETTLED"
        | "BILLING_PAYMENT_FAILED"
        | "TENANT_PLAN_CHANGED_MEANWHILE"
        | "TENANT_CUSTOMISATION_CHANGED_MEANWHILE"
        | "TENANT_BRAND_COLOR_UNREADABLE"
        | "TENANT_MODULE_UNKNOWN"
        | "TENANT_CONTRACT_CHANGED_MEANWHILE"
        | "TENANT_CONTRACT_VERSION_STALE"
        | "REALTIME_TOPIC_FORBIDDEN"
        | "REALTIME_TOPIC_UNKNOWN"
        | "REALTIME_MESSAGE_INVALID"
        | "REALTIME_TOO_MANY_SUBSCRIPTIONS"
        | "NOTIFICATIONS_DUPLICATE_RULE"
        | "NOTIFICATIONS_PUSH_OFF"
        | "REPORT_MIN_WORKERS"
        | "LEAVE_NOT_ENOUGH_TIME"
        | "LEAVE_NOT_ENOUGH_DAYS"
        | "DATE_BLOCKED"
        | "LEAVE_RANGE_NOT_ALLOWED"
        | "LEAVE_HALF_DAY_INVALID"
        | "LEAVE_OVERLAP"
        | "LOCKED_DATE_MAX"
        | "LEAVE_STATUS_CHANGED"
        | "LEAVE_TRANSITION_INVALID"
        | "LEAVE_BUSY"
        | "LEAVE_SALE_NOT_ALLOWED"
        | "LEAVE_SALE_LIMIT_DAYS"
        | "LEAVE_SALE_LIMIT_HOURS"
        | "LEAVE_REASON_REQUIRED"
        | "LEAVE_AMOUNT_INVALID"
        | "LEAVE_STARTING_BALANCE_EXISTS"
        | "LEAVE_IMPORT_FILE_INVALID"
        | "LEAVE_IMPORT_EMPTY"
        | "LEAVE_IMPORT_TOO_MANY_ROWS"
        | "LEAVE_IMPORT_COLUMNS"
        | "LEAVE_IMPORT_ROWS_INVALID"
        | "LEAVE_IMPORT_WORKER_UNKNOWN"
        | "LEAVE_IMPORT_TYPE_UNKNOWN"
        | "LEAVE_IMPORT_NUMBER_INVALID"
        | "LEAVE_IMPORT_DUPLICATE_ROW"
        | "PEOPLE_NAME_TAKEN"
        | "PEOPLE_SCHEDULE_HOUR_INVALID"
        | "PEOPLE_SCHEDULE_END_NOT_AFTER_START"
        | "PEOPLE_SCHEDULE_SECOND_RANGE"
        | "PEOPLE_REFERENCE_WORKER_INVALID"
        | "PEOPLE_REFERENCE_WORKER_CYCLE"
        | "PEOPLE_WORKER_TERMINATED"
        | "PEOPLE_SELF_FIELD_NOT_EDITABLE"
        | "PEOPLE_FIELD_FORBIDDEN"
        | "PEOPLE_SELF_PROFILE_CLOSED"
        | "PEOPLE_WORKER_NOT_TERMINATED"
        | "PEOPLE_ZIPCODE_INVALID"
        | "PEOPLE_FIELD_UNKNOWN"
        | "PEOPLE_FIELD_MASK"
        | "PEOPLE_FIELD_OPTIONS_REQUIRED"
        | "PEOPLE_FIELD_DUPLICATE"
        | "PEOPLE_SURVEY_ALREADY_ANSWERED"
        | "PEOPLE_IMPORT_FILE_INVALID"
        | "PEOPLE_IMPORT_EMPTY"
        | "PEOPLE_IMPORT_TOO_MANY_ROWS"
        | "PEOPLE_IMPORT_COLUMN_MISSING"
        | "PEOPLE_IMPORT_DUPLICATE_EMAIL"
        | "PEOPLE_IMPORT_SUPERVISOR_ROW_INVALID"
        | "VACATION_PLAN_OVERLAP"
        | "VACATION_PLAN_DAYS_ONLY"
        | "VACATION_PLAN_REQUESTED"
        | "VACATION_PLAN_BUSY"
        | "CLOCK_NO_WORKER_PROFILE"
        | "CLOCK_OUT_OF_SEQUENCE"
        | "CLOCK_PUNCH_CONFLICT"
        | "CLOCK_QR_EXPIRED"
        | "CLOCK_QR_INVALID"
        | "CLOCK_QR_OTHER_OFFICE"
        | "CLOCK_QR_REQUIRED"
        | "CLOCK_OUTSIDE_GEOFENCE"
        | "CLOCK_LOCATION_REQUIRED"
        | "CLOCK_PHOTO_REQUIRED"
        | "CLOCK_CONSENT_REQUIRED"
        | "CLOCK_DEVICE_TIME_INVALID"
        | "CLOCK_IDEMPOTENCY_CONFLICT"
        | "CLOCK_DEVICE_KEY_INVALID"
        | "CLOCK_CORRECTION_DECIDED"
        | "CLOCK_CORRECTION_PENDING"
        | "CLOCK_CORRECTION_IN_FUTURE"
        | "CLOCK_RECEIPT_MISMATCH"
        | "CLOCK_OVERTIME_DECIDED"
        | "CLOCK_OVERTIME_NOTHING"
        | "CLOCK_PERIOD_CLOSED"
        | "CLOCK_RANGE_TOO_LONG"
        | "CLOCK_RANGE_INVALID"
        | "CLOCK_BANK_INSUFFICIENT"
        | "CLOCK_BANK_BUSY"
        | "CLOCK_EXPORT_NOT_READY"
        | "SCHEDULING_CONFLICT"
        | "SCHEDULING_ON_LEAVE"
        | "SCHEDULING_HOLIDAY"
        | "SCHEDULING_UNAVAILABLE"
        | "SCHEDULING_RULE_DAILY_HOURS"
        | "SCHEDULING_RULE_WEEKLY_HOURS"
        | "SCHEDULING_RULE_MIN_REST"
        | "SCHEDULING_RULE_WEEKLY_REST"
        | "SCHEDULING_RULE_PART_TIME"
        | "SCHEDULING_RULE_CONSECUTIVE_DAYS"
        | "SCHEDULING_SHIFT_TIMES"
        | "SCHEDULING_NOT_A_WORKER"
        | "SCHEDULING_SHIFT_TAKEN"
        | "SCHEDULING_NOT_QUALIFIED"
        | "SCHEDULING_NOT_YOUR_SHIFT"
        | "SCHEDULING_ORDER_STATE"
        | "SCHEDULING_ORDER_NOT_YOURS"
        | "SCHEDULING_SHIFT_CHANGED"
        | "SCHEDULING_PAST_SHIFT"
        | "SCHEDULING_SCOPE_REQUIRED"
        | "SCHEDULING_TEMPLATE_TAKEN"
        | "SCHEDULING_RANGE_TOO_LONG"
        | "SPACES_OVERLAP"
        | "SPACES_SERIES_OVERLAP"
        | "SPACES_OUTSIDE_HOURS"
        | "SPACES_CLOSED_DAY"
        | "SPACES_BAD_TIME"
        | "SPACES_DATE_PAST"
        | "SPACES_TOO_FAR"
        | "SPACES_CAPACITY"
        | "SPACES_PARTICIPANT_UNKNOWN"
        | "SPACES_NOT_ALLOWED"
        | "SPACES_INACTIVE"
        | "SPACES_NOT_ACTIVE"
        | "SPACES_CHECK_IN_CLOSED"
        | "SPACES_ALREADY_STARTED"
        | "SPACES_OFFICE_UNKNOWN"
        | "SPACES_NAME_TAKEN"
        | "SPACES_BAD_HOURS"
        | "PAYROLL_MONTH_INVALID"
        | "PAYROLL_PERIOD_APPROVED"
        | "PAYROLL_PERIOD_NOT_ENDED"
        | "PAYROLL_UNREVIEWED"
        | "PAYROLL_PERSON_NOT_IN_PERIOD"
        | "PAYROLL_JUSTIFICATION_REQUIRED"
        | "PAYROLL_SALARY_UNCHANGED"
        | "PAYROLL_SALARY_CHANGED_MEANWHILE"
        | "PAYROLL_RECEIPT_NOT_PDF"
        | "PAYROLL_RECEIPT_UNMATCHED"
        | "ANALYTICS_RANGE_INVALID"
        | "FORMS_CLOSED"
        | "FORMS_OPTIONS_REQUIRED"
        | "FORMS_MASK_MISMATCH"
        | "FORMS_FIELD_UNKNOWN"
        | "FORMS_DUPLICATE_FIELD"
        | "FORMS_UPLOAD_INVALID"
        | "FORMS_FILE_TYPE"
        | "FORMS_BOT_CHECK"
        | "FORMS_TOO_MANY"
        | "HIRING_TRANSITION"
        | "HIRING_NOT_REVISOR"
        | "HIRING_ALREADY_DECIDED"
        | "HIRING_REPLACEMENT_REQUIRED"
        | "HIRING_REVISOR_INVALID"
        | "HIRING_STAGE_MOVE"
        | "HIRING_NOT_OPEN"
        | "HIRING_HIRE_NEEDS_OFFER"
        | "HIRING_CLOSE_BEFORE_START"
        | "HIRING_FILE_TYPE"
        | "ONBOARDING_NOT_IN_ONBOARDING"
        | "ONBOARDING_COMPLETED"
        | "ONBOARDING_REQUIREMENT_UNKNOWN"
        | "ONBOARDING_DOCUMENT_TYPE"
        | "ONBOARDING_DOCUMENT_ACCEPTED"
        | "ONBOARDING_DOCUMENT_NOT_IN_REVIEW"
        | "ONBOARDING_CONTRACTS_OFF"
        | "ONBOARDING_CONTRACT_NO_TEMPLATE"
        | "ONBOARDING_CONTRACT_SIGNED"
        | "ONBOARDING_CONTRACT_CHANGED"
        | "ONBOARDING_PROFILE_INCOMPLETE"
        | "ONBOARDING_ZIP_EMPTY"
        | "ONBOARDING_ZIP_NOT_READY"
        | "COMMUNICATION_NEWS_EMPTY"
        | "COMMUNICATION_AUDIENCE_EMPTY"
        | "COMMUNICATION_AUDIENCE_UNKNOWN"
        | "COMMUNICATION_SEND_DATE_PAST"
        | "COMMUNICATION_NEWS_SENT"
        | "SUPPORT_CONVERSATION_CLOSED"
        | "SUPPORT_CONVERSATION_ALREADY"
        | "SUPPORT_AGENT_EXISTS"
        | "INTEGRATIONS_GOOGLE_NOT_CONFIGURED"
        | "INTEGRATIONS_OAUTH_STATE_INVALID"
        | "INTEGRATIONS_GOOGLE_REFUSED"
        | "INTEGRATIONS_CALENDAR_NOT_CONNECTED"
        | "INTEGRATIONS_WEBHOOK_URL_INVALID"
        | "INTEGRATIONS_WEBHOOK_URL_PRIVATE"
        | "INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED"
        | "INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN"
        | "INTEGRATIONS_WEBHOOK_LIMIT";
      /** @description The catalogue message in the caller's language, meant for people. */
      message: string;
      /** @description The input field the error is about, when there is one. */
      field?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listCompanyAdmins: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's live admins, by name: whom the founder may view the company as. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "6650f1c2a9d3e4b5c6d7e8f9",
           *           "name": "Ana Lima",
           *           "email": "ana.lima@example.com"
           *         }
           *       ]
           *     }
           */
          "application/json": {
            items: {
              id: string;
              name: string;
              email: string;
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  startImpersonation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description The admin to view the company as. */
          userId: string;
        };
      };
    };
    responses: {
      /** @description A support session on the company as that admin, read-only, ending at `expiresAt`. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "token": "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d",
           *       "expiresAt": "2026-11-27T15:30:00.000Z",
           *       "readOnly": true
           *     }
           */
          "application/json": {
            /** @description The support session's token (the web app gets it as the session cookie). */
            token: string;
            /** Format: date-time */
            expiresAt: string;
            readOnly: boolean;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  endImpersonation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The support view ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "restored": true
           *     }
           */
          "application/json": {
            /** @description The founder's own session was given back as the session cookie; false: sign in again. */
            restored: boolean;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listAuditEntries: {
    parameters: {
      query: {
        /** @description An action or its leading segments: `leave` matches `leave.request.approved`. */
        action?: string;
        actorId?: string;
        targetType?: string;
        targetId?: string;
        /** @description Entries at or after this instant. */
        from?: string;
        /** @description Entries before this instant. */
        to?: string;
        limit: number;
        skip: number;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "6650f1c2a9d3e4b5c6d7ee01",
           *           "action": "payroll.salary.changed",
           *           "actor": {
           *             "kind": "user",
           *             "id": "6650f1c2a9d3e4b5c6d7e8f9",
           *             "level": "admin"
           *           },
           *           "target": {
           *             "type": "payroll.salary-change",
           *             "id": "6650f1c2a9d3e4b5c6d7ed01"
           *           },
           *           "details": {
           *             "workerId": "6650f1c2a9d3e4b5c6d7e901",
           *             "effectiveDay": "2026-12-01"
           *           },
           *           "at": "2026-11-26T14:03:00.000Z",
           *           "requestId": "5b0c7a9e-2f4d-4e61-9a83-1c6d2e7f8a90"
           *         },
           *         {
           *           "id": "6650f1c2a9d3e4b5c6d7ee02",
           *           "action": "auth.api-key.created",
           *           "actor": {
           *             "kind": "user",
           *             "id": "6650f1c2a9d3e4b5c6d7e8f9",
           *             "level": "admin"
           *           },
           *           "target": {
           *             "type": "api-key",
           *             "id": "6650f1c2a9d3e4b5c6d7e8fa"
           *           },
           *           "details": {
           *             "name": "Payroll sync",
           *             "scopes": [
           *               "people.workers.directory",
           *               "leave.*"
           *             ],
           *             "level": "requester",
           *             "expiresAt": "2027-11-02T02:59:59.000Z"
           *           },
           *           "at": "2026-11-02T14:05:00.000Z",
           *           "requestId": "e3a1f6d2-8c47-4b9e-b5a0-7d2c9f1e6b34"
           *         }
           *       ],
           *       "total": 2
           *     }
           */
          "application/json": {
            items: {
              id: string;
              /** @description Namespaced, e.g. `leave.request.approved`. */
              action: string;
              actor: {
                kind: "user" | "apiKey" | "system";
                /** @description User id, API key id, or the system job's name. */
                id: string;
                /** @description The level a person acted with. */
                level?: string;
                /** @description The platform founder acted. */
                founder?: boolean;
              };
              target: {
                type: string;
                id: string;
              };
              details: {
                [key: string]: unknown;
              };
              /** Format: date-time */
              at: string;
              requestId: string | null;
            }[];
            total: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query: {
        limit: number;
        skip: number;
        /** @description Only unread notifications. */
        unread?: boolean;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "6650f1c2a9d3e4b5c6d7ec01",
           *           "type": "leave.request.approved",
           *           "title": "Leave approved",
           *           "body": "Marina Alves approved your vacation from Dec 22 to Jan 2.",
           *           "link": "/my-requests",
           *           "data": {
           *             "requestId": "6650f1c2a9d3e4b5c6d7ed01"
           *           },
           *           "readAt": null,
           *           "createdAt": "2026-11-26T14:03:00.000Z"
           *         },
           *         {
           *           "id": "6650f1c2a9d3e4b5c6d7ec02",
           *           "type": "scheduling.shift.published",
           *           "title": "New schedule",
           *           "body": "Your shifts for Dec 1 to Dec 7 are published.",
           *           "link": "/my-shifts",
           *           "data": {},
           *           "readAt": "2026-11-25T09:12:00.000Z",
           *           "createdAt": "2026-11-24T18:30:00.000Z"
           *         }
           *       ],
           *       "total": 37,
           *       "unread": 3
           *     }
           */
          "application/json": {
            items: {
              /** @description Notification id. */
              id: string;
              /** @description Namespaced by the emitting module, e.g. `leave.request.approved`. */
              type: string;
              /** @description In the caller's language. */
              title: string;
              /** @description In the caller's language. */
              body: string;
              /** @description An app path such as `/my-requests`. */
              link: string | null;
              /** @description Whatever the emitting module attached. */
              data: {
                [key: string]: unknown;
              };
              readAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            total: number;
            unread: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  countUnreadNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "unread": 3
           *     }
           */
          "application/json": {
            unread: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  readAllNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "updated": 3
           *     }
           */
          "application/json": {
            /** @description How many notifications were unread and are read now. */
            updated: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  readNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        notificationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6650f1c2a9d3e4b5c6d7ec01",
           *       "type": "leave.request.approved",
           *       "title": "Leave approved",
           *       "body": "Marina Alves approved your vacation from Dec 22 to Jan 2.",
           *       "link": "/my-requests",
           *       "data": {
           *         "requestId": "6650f1c2a9d3e4b5c6d7ed01"
           *       },
           *       "readAt": null,
           *       "createdAt": "2026-11-26T14:03:00.000Z"
           *     }
           */
          "application/json": {
            /** @description Notification id. */
            id: string;
            /** @description Namespaced by the emitting module, e.g. `leave.request.approved`. */
            type: string;
            /** @description In the caller's language. */
            title: string;
            /** @description In the caller's language. */
            body: string;
            /** @description An app path such as `/my-requests`. */
            link: string | null;
            /** @description Whatever the emitting module attached. */
            data: {
              [key: string]: unknown;
            };
            readAt: string | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "defaults": {
           *         "inApp": true,
           *         "email": true,
           *         "push": true
           *       },
           *       "rules": [
           *         {
           *           "prefix": "scheduling",
           *           "inApp": true,
           *           "email": false,
           *           "push": true
           *         },
           *         {
           *           "prefix": "leave.request.approved",
           *           "inApp": true,
           *           "email": true,
           *           "push": false
           *         }
           *       ]
           *     }
           */
          "application/json": {
            defaults: {
              inApp: boolean;
              email: boolean;
              push: boolean;
            };
            rules: {
              /** @description A notification type, a prefix of one (`leave`, `leave.request`), or `*` for every type. */
              prefix: string;
              inApp: boolean;
              email: boolean;
              push: boolean;
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  setNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          rules: {
            /** @description A notification type, a prefix of one (`leave`, `leave.request`), or `*` for every type. */
            prefix: string;
            inApp: boolean;
            email: boolean;
            push: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "defaults": {
           *         "inApp": true,
           *         "email": true,
           *         "push": true
           *       },
           *       "rules": [
           *         {
           *           "prefix": "scheduling",
           *           "inApp": true,
           *           "email": false,
           *           "push": true
           *         },
           *         {
           *           "prefix": "leave.request.approved",
           *           "inApp": true,
           *           "email": true,
           *           "push": false
           *         }
           *       ]
           *     }
           */
          "application/json": {
            defaults: {
              inApp: boolean;
              email: boolean;
              push: boolean;
            };
            rules: {
              /** @description A notification type, a prefix of one (`leave`, `leave.request`), or `*` for every type. */
              prefix: string;
              inApp: boolean;
              email: boolean;
              push: boolean;
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listNotificationKinds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "type": "leave.request.created",
           *           "module": "leave",
           *           "label": "A leave request to review"
           *         },
           *         {
           *           "type": "leave.request.approved",
           *           "module": "leave",
           *           "label": "My leave request approved"
           *         },
           *         {
           *           "type": "scheduling.shift.published",
           *           "module": "scheduling",
           *           "label": "My shifts published"
           *         }
           *       ]
           *     }
           */
          "application/json": {
            items: {
              /** @description The type preferences match on, e.g. `leave.request.approved`. */
              type: string;
              /** @description The module that sends it. */
              module: string;
              /** @description In the caller's language. */
              label: string;
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getPushConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "publicKey": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
           *       "devices": 2
           *     }
           */
          "application/json": {
            publicKey: string | null;
            /** @description How many devices of the caller are subscribed. */
            devices: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  subscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uri */
          endpoint: string;
          expirationTime?: number | null;
          keys: {
            p256dh: string;
            auth: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  unsubscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uri */
          endpoint: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getPlanBilling: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {unknown} */
            plan: "starter" | "flash" | "enterprise" | "premium";
            maxPeople: number | null;
            people: number;
            trialEndsAt: string | null;
            canChoosePlan: boolean;
            /** @enum {unknown} */
            paymentMode: "stripe" | "manual";
            plans: ({
              /** @enum {unknown} */
              id: "starter" | "flash" | "enterprise" | "premium";
              maxPeople: number | null;
              companyCurrency: boolean;
              features: ("vacation-planner" | "clock.overtime")[];
            } & {
              price: {
                /** @enum {unknown} */
                currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
                unitCents: number;
              };
            })[];
            estimate: {
              month: string;
              /** @enum {unknown} */
              currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
              unitCents: number;
              daysInMonth: number;
              lines: {
                workerId: string;
                name: string;
                from: string;
                to: string;
                days: number;
                amountCents: number;
              }[];
              totalCents: number;
            };
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  choosePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {unknown} */
          plan: "starter" | "flash" | "enterprise" | "premium";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {unknown} */
            plan: "starter" | "flash" | "enterprise" | "premium";
            maxPeople: number | null;
            people: number;
            trialEndsAt: string | null;
            canChoosePlan: boolean;
            /** @enum {unknown} */
            paymentMode: "stripe" | "manual";
            plans: ({
              /** @enum {unknown} */
              id: "starter" | "flash" | "enterprise" | "premium";
              maxPeople: number | null;
              companyCurrency: boolean;
              features: ("vacation-planner" | "clock.overtime")[];
            } & {
              price: {
                /** @enum {unknown} */
                currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
                unitCents: number;
              };
            })[];
            estimate: {
              month: string;
              /** @enum {unknown} */
              currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
              unitCents: number;
              daysInMonth: number;
              lines: {
                workerId: string;
                name: string;
                from: string;
                to: string;
                days: number;
                amountCents: number;
              }[];
              totalCents: number;
            };
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query: {
        limit: 5 | 20 | 50;
        skip: number;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: string;
              month: string;
              number: string;
              plan: string;
              /** @enum {unknown} */
              currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
              unitCents: number;
              daysInMonth: number;
              totalCents: number;
              /** Format: date-time */
              issuedAt: string;
              payment: {
                /** @enum {unknown} */
                status: "manual" | "open" | "pending" | "paid" | "failed";
                paidAt: string | null;
                failure: string | null;
              };
            }[];
            total: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            month: string;
            number: string;
            plan: string;
            /** @enum {unknown} */
            currency: "USD" | "ARS" | "BRL" | "CLP" | "COP" | "MXN" | "PEN" | "PYG";
            unitCents: number;
            daysInMonth: number;
            lines: {
              workerId: string;
              name: string;
              from: string;
              to: string;
              days: number;
              amountCents: number;
            }[];
            totalCents: number;
            /** Format: date-time */
            issuedAt: string;
            payment: {
              /** @enum {unknown} */
              status: "manual" | "open" | "pending" | "paid" | "failed";
              paidAt: string | null;
              failure: string | null;
            };
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  payInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            url: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getPlanTable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            table: {
              trialDays: number;
              plans: {
                /** @enum {unknown} */
                id: "starter" | "flash" | "enterprise" | "premium";
                maxPeople: number | null;
                prices: {
                  USD: number;
                } & {
                  USD?: number;
                  ARS?: number;
                  BRL?: number;
                  CLP?: number;
                  COP?: number;
                  MXN?: number;
                  PEN?: number;
                  PYG?: number;
                };
                companyCurrency: boolean;
                features: ("vacation-planner" | "clock.overtime")[];
              }[];
              revision: number;
            };
            changes: {
              /** Format: date-time */
              at: string;
              userId: string;
              revision: number;
              summary: string[];
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  savePlanTable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          trialDays: number;
          plans: {
            /** @enum {unknown} */
            id: "starter" | "flash" | "enterprise" | "premium";
            maxPeople: number | null;
            prices: {
              USD: number;
            } & {
              USD?: number;
              ARS?: number;
              BRL?: number;
              CLP?: number;
              COP?: number;
              MXN?: number;
              PEN?: number;
              PYG?: number;
            };
            companyCurrency: boolean;
            features: ("vacation-planner" | "clock.overtime")[];
          }[];
          revision: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            table: {
              trialDays: number;
              plans: {
                /** @enum {unknown} */
                id: "starter" | "flash" | "enterprise" | "premium";
                maxPeople: number | null;
                prices: {
                  USD: number;
                } & {
                  USD?: number;
                  ARS?: number;
                  BRL?: number;
                  CLP?: number;
                  COP?: number;
                  MXN?: number;
                  PEN?: number;
                  PYG?: number;
                };
                companyCurrency: boolean;
                features: ("vacation-planner" | "clock.overtime")[];
              }[];
              revision: number;
            };
            changes: {
              /** Format: date-time */
              at: string;
              userId: string;
              revision: number;
              summary: string[];
            }[];
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listFounderCompanies: {
    parameters: {
      query: {
        q?: string;
        status?: "active" | "deleted";
        limit: 5 | 20 | 50;
        skip: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              id: string;
              name: string;
              /** @enum {unknown} */
              plan: "starter" | "flash" | "enterprise" | "premium";
              countryId: string;
              people: number | null;
              /** @enum {unknown} */
              status: "active" | "deleted";
              modules: {
                enabled: number;
                total: number;
                disabled: string[];
              };
              lastActivityAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            total: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  changeCompanyPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {unknown} */
          plan: "starter" | "flash" | "enterprise" | "premium";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            name: string;
            /** @enum {unknown} */
            plan: "starter" | "flash" | "enterprise" | "premium";
            countryId: string;
            people: number | null;
            /** @enum {unknown} */
            status: "active" | "deleted";
            modules: {
              enabled: number;
              total: number;
              disabled: string[];
            };
            lastActivityAt: string | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getCompanyCustomization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            companyId: string;
            name: string;
            primaryColor: string | null;
            disabledModules: string[];
            switchableModules: string[];
            workerDisabledFields: string[];
            /** @enum {unknown} */
            pack: "traditional" | "moderate" | "flexible";
            notAllowChangePack: boolean;
            notAllowChangePlan: boolean;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateCompanyCustomization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          primaryColor?: string | null;
          disabledModules?: string[];
          workerDisabledFields?: string[];
          /** @enum {unknown} */
          pack?: "traditional" | "moderate" | "flexible";
          notAllowChangePack?: boolean;
          notAllowChangePlan?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            companyId: string;
            name: string;
            primaryColor: string | null;
            disabledModules: string[];
            switchableModules: string[];
            workerDisabledFields: string[];
            /** @enum {unknown} */
            pack: "traditional" | "moderate" | "flexible";
            notAllowChangePack: boolean;
            notAllowChangePlan: boolean;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getCompanyBranding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            name: string;
            primaryColor: string | null;
            onPrimaryColor: string | null;
            logoFileId: string | null;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getPlatformContract: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "version": 2,
           *       "publishedAt": "2026-11-02T10:00:00.000Z",
           *       "publishedBy": "Fernanda Founder",
           *       "texts": {
           *         "en": [
           *           {
           *             "heading": "1. The service",
           *             "body": "The platform provides people management to the contracting company."
           *           }
           *         ],
           *         "pt-BR": [
           *           {
           *             "heading": "1. O serviço",
           *             "body": "A plataforma oferece gestão de pessoas à empresa contratante."
           *           }
           *         ],
           *         "es": [
           *           {
           *             "heading": "1. El servicio",
           *             "body": "La plataforma ofrece gestión de personas a la empresa contratante."
           *           }
           *         ]
           *       }
           *     }
           */
          "application/json": {
            version: number;
            /** Format: date-time */
            publishedAt: string;
            publishedBy: string | null;
            texts: {
              en: {
                heading: string;
                body: string;
              }[];
              "pt-BR": {
                heading: string;
                body: string;
              }[];
              es: {
                heading: string;
                body: string;
              }[];
            };
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  publishPlatformContract: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          basedOn: number;
          texts: {
            en: {
              heading: string;
              body: string;
            }[];
            "pt-BR": {
              heading: string;
              body: string;
            }[];
            es: {
              heading: string;
              body: string;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "version": 2,
           *       "publishedAt": "2026-11-02T10:00:00.000Z",
           *       "publishedBy": "Fernanda Founder",
           *       "texts": {
           *         "en": [
           *           {
           *             "heading": "1. The service",
           *             "body": "The platform provides people management to the contracting company."
           *           }
           *         ],
           *         "pt-BR": [
           *           {
           *             "heading": "1. O serviço",
           *             "body": "A plataforma oferece gestão de pessoas à empresa contratante."
           *           }
           *         ],
           *         "es": [
           *           {
           *             "heading": "1. El servicio",
           *             "body": "La plataforma ofrece gestión de personas a la empresa contratante."
           *           }
           *         ]
           *       }
           *     }
           */
          "application/json": {
            version: number;
            /** Format: date-time */
            publishedAt: string;
            publishedBy: string | null;
            texts: {
              en: {
                heading: string;
                body: string;
              }[];
              "pt-BR": {
                heading: string;
                body: string;
              }[];
              es: {
                heading: string;
                body: string;
              }[];
            };
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listContractAcceptances: {
    parameters: {
      query: {
        q?: string;
        limit: 5 | 20 | 50;
        skip: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "companyId": "6650f0c2a1b2c3d4e5f60718",
           *           "name": "Alpha Foods",
           *           "accepted": {
           *             "version": 1,
           *             "acceptedBy": "Ana Admin",
           *             "acceptedAt": "2026-03-10T14:20:00.000Z",
           *             "atSignup": false
           *           },
           *           "current": true
           *         }
           *       ],
           *       "total": 1
           *     }
           */
          "application/json": {
            items: {
              companyId: string;
              name: string;
              accepted: {
                version: number;
                acceptedBy: string | null;
                /** Format: date-time */
                acceptedAt: string;
                atSignup: boolean;
              } | null;
              current: boolean;
            }[];
            total: number;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getCompanyContract: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "terms": {
           *         "version": 1,
           *         "publishedAt": "2026-01-01T00:00:00.000Z",
           *         "publishedBy": null,
           *         "texts": {
           *           "en": [
           *             {
           *               "heading": "1. The service",
           *               "body": "The platform provides people management to the contracting company."
           *             }
           *           ],
           *           "pt-BR": [
           *             {
           *               "heading": "1. O serviço",
           *               "body": "A plataforma oferece gestão de pessoas à empresa contratante."
           *             }
           *           ],
           *           "es": [
           *             {
           *               "heading": "1. El servicio",
           *               "body": "La plataforma ofrece gestión de personas a la empresa contratante."
           *             }
           *           ]
           *         }
           *       },
           *       "accepted": {
           *         "version": 1,
           *         "acceptedBy": "Ana Admin",
           *         "acceptedAt": "2026-03-10T14:20:00.000Z",
           *         "atSignup": false
           *       },
           *       "acceptances": [
           *         {
           *           "version": 1,
           *           "acceptedBy": "Ana Admin",
           *           "acceptedAt": "2026-03-10T14:20:00.000Z",
           *           "atSignup": false
           *         }
           *       ],
           *       "mustAccept": false
           *     }
           */
          "application/json": {
            /**
             * @example {
             *       "version": 2,
             *       "publishedAt": "2026-11-02T10:00:00.000Z",
             *       "publishedBy": "Fernanda Founder",
             *       "texts": {
             *         "en": [
             *           {
             *             "heading": "1. The service",
             *             "body": "The platform provides people management to the contracting company."
             *           }
             *         ],
             *         "pt-BR": [
             *           {
             *             "heading": "1. O serviço",
             *             "body": "A plataforma oferece gestão de pessoas à empresa contratante."
             *           }
             *         ],
             *         "es": [
             *           {
             *             "heading": "1. El servicio",
             *             "body": "La plataforma ofrece gestión de personas a la empresa contratante."
             *           }
             *         ]
             *       }
             *     }
             */
            terms: {
              version: number;
              /** Format: date-time */
              publishedAt: string;
              publishedBy: string | null;
              texts: {
                en: {
                  heading: string;
                  body: string;
                }[];
                "pt-BR": {
                  heading: string;
                  body: string;
                }[];
                es: {
                  heading: string;
                  body: string;
                }[];
              };
            };
            accepted: {
              version: number;
              acceptedBy: string | null;
              /** Format: date-time */
              acceptedAt: string;
              atSignup: boolean;
            } | null;
            acceptances: {
              version: number;
              acceptedBy: string | null;
              /** Format: date-time */
              acceptedAt: string;
              atSignup: boolean;
            }[];
            mustAccept: boolean;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  acceptCompanyContract: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "terms": {
           *         "version": 1,
           *         "publishedAt": "2026-01-01T00:00:00.000Z",
           *         "publishedBy": null,
           *         "texts": {
           *           "en": [
           *             {
           *               "heading": "1. The service",
           *               "body": "The platform provides people management to the contracting company."
           *             }
           *           ],
           *           "pt-BR": [
           *             {
           *               "heading": "1. O serviço",
           *               "body": "A plataforma oferece gestão de pessoas à empresa contratante."
           *             }
           *           ],
           *           "es": [
           *             {
           *               "heading": "1. El servicio",
           *               "body": "La plataforma ofrece gestión de personas a la empresa contratante."
           *             }
           *           ]
           *         }
           *       },
           *       "accepted": {
           *         "version": 1,
           *         "acceptedBy": "Ana Admin",
           *         "acceptedAt": "2026-03-10T14:20:00.000Z",
           *         "atSignup": false
           *       },
           *       "acceptances": [
           *         {
           *           "version": 1,
           *           "acceptedBy": "Ana Admin",
           *           "acceptedAt": "2026-03-10T14:20:00.000Z",
           *           "atSignup": false
           *         }
           *       ],
           *       "mustAccept": false
           *     }
           */
          "application/json": {
            /**
             * @example {
             *       "version": 2,
             *       "publishedAt": "2026-11-02T10:00:00.000Z",
             *       "publishedBy": "Fernanda Founder",
             *       "texts": {
             *         "en": [
             *           {
             *             "heading": "1. The service",
             *             "body": "The platform provides people management to the contracting company."
             *           }
             *         ],
             *         "pt-BR": [
             *           {
             *             "heading": "1. O serviço",
             *             "body": "A plataforma oferece gestão de pessoas à empresa contratante."
             *           }
             *         ],
             *         "es": [
             *           {
             *             "heading": "1. El servicio",
             *             "body": "La plataforma ofrece gestión de personas a la empresa contratante."
             *           }
             *         ]
             *       }
             *     }
             */
            terms: {
              version: number;
              /** Format: date-time */
              publishedAt: string;
              publishedBy: string | null;
              texts: {
                en: {
                  heading: string;
                  body: string;
                }[];
                "pt-BR": {
                  heading: string;
                  body: string;
                }[];
                es: {
                  heading: string;
                  body: string;
                }[];
              };
            };
            accepted: {
              version: number;
              acceptedBy: string | null;
              /** Format: date-time */
              acceptedAt: string;
              atSignup: boolean;
            } | null;
            acceptances: {
              version: number;
              acceptedBy: string | null;
              /** Format: date-time */
              acceptedAt: string;
              atSignup: boolean;
            }[];
            mustAccept: boolean;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listVersionNotes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6650f0c2a1b2c3d4e5f60719",
           *         "label": "2026.11",
           *         "notes": "Faster reports and a new contracts page.",
           *         "publishedAt": "2026-11-20T09:00:00.000Z",
           *         "publishedBy": "Fernanda Founder"
           *       }
           *     ]
           */
          "application/json": {
            id: string;
            label: string;
            notes: string;
            /** Format: date-time */
            publishedAt: string;
            publishedBy: string;
          }[];
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  publishVersionNote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          label: string;
          notes: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6650f0c2a1b2c3d4e5f60719",
           *       "label": "2026.11",
           *       "notes": "Faster reports and a new contracts page.",
           *       "publishedAt": "2026-11-20T09:00:00.000Z",
           *       "publishedBy": "Fernanda Founder"
           *     }
           */
          "application/json": {
            id: string;
            label: string;
            notes: string;
            /** Format: date-time */
            publishedAt: string;
            publishedBy: string;
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The instance is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "version": "0.1.0",
           *       "db": "mongodb"
           *     }
           */
          "application/json": {
            /** @enum {string} */
            status: "ok";
            /** @description The product version (package.json). */
            version: string;
            /** @description Which database the instance reaches: the embedded engine or a real MongoDB. */
            db: "embedded" | "mongodb";
          };
        };
      };
      /** @description An error from the catalogue. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An error from the catalogue. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
}
