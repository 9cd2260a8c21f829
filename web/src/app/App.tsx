import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useMemo } from "react";
import { RouterProvider } from "react-aria-components";
import { IntlProvider, useIntl } from "react-intl";
import { Redirect, Route, Router, Switch, useLocation, useRouter } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { api, setApiLocale } from "../api/client.js";
import { useSession, useSessionRefresh } from "../auth/session.js";
import { Toasts } from "../components/Toasts/index.js";
import { loadMessages, SHELL_ONLY_PATHS } from "../i18n/load-messages.js";
import { localeOfPath, type Locale } from "../i18n/locales.js";
import { AuthLayout, MainLayout } from "../layout/MainLayout.js";
import NotFound from "../pages/NotFound/index.js";
import { Banners } from "../realtime/Banners.js";
import { TrialBanner } from "../pages/PlanBilling/TrialBanner.js";
import { ImpersonationBanner } from "../auth/ImpersonationBanner.js";
import { realtime } from "../realtime/connection.js";
import { useTheme } from "../theme/theme.js";
import { useEnabledModules } from "./enabled-modules.js";
import { decide, type EnabledModules } from "./guard.js";
import { lazyPage, PageErrorBoundary } from "./lazy-page.js";
import { appRoutes, type AppRoute } from "./routes.js";
import { WebModulesProvider } from "./web-modules.js";
import { webModules } from "../../../modules/web.js";
import { useSaveLocale } from "./save-locale.js";
import { useBrandColor, useTenantLive } from "./tenant-live.js";

function Loading() {
  const intl = useIntl();
  return (
    <p role="status" style={{ padding: "2rem", textAlign: "center" }}>
      {intl.formatMessage({ id: "app.loading" })}
    </p>
  );
}

function Guarded({ route, modules }: { route: AppRoute; modules: EnabledModules }) {
  const session = useSession();
  const [location] = useLocation();
  const decision = decide(route, session, modules, location + window.location.search);
  const Page = lazyPage(route.component);
  const inMainLayout = route.access === "main" && session.status === "logged";
  const wrap = (content: React.ReactNode) =>
    inMainLayout ? <MainLayout modules={modules}>{content}</MainLayout> : <AuthLayout>{content}</AuthLayout>;
  switch (decision.kind) {
    case "wait":
      return <Loading />;
    case "redirect":
      return <Redirect to={decision.to} replace />;
    case "not-found":
      return wrap(<NotFound />);
    case "render":
      return wrap(
        <PageErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>,
      );
  }
}

function Routes() {
  const session = useSession();
  const refresh = useSessionRefresh();
  const modules = useEnabledModules(session.company?.id);
  // the founder's changes to this company (colour, modules) reach the open app live (issue 18)
  useTenantLive(session.company?.id);
  useBrandColor(session.company?.id);
  const [, navigate] = useLocation();
  const router = useRouter();
  const routes = useMemo(() => appRoutes(), []);

  // spec §4: a user without a company is signed out; the founder is a platform claim and needs none (issue 12)
  const companyless =
    session.status === "logged" && session.view!.companies.length === 0 && !session.view!.user.isFounder;
  useEffect(() => {
    if (!companyless) return;
    void api
      .post("/api/auth/logout")
      .catch(() => {})
      .then(() => refresh(null));
  }, [companyless, refresh]);

  // the path's language is saved as the person's (their server messages and mails follow)
  const { locale } = useIntl();
  useSaveLocale(locale as Locale);

  // a session about to be signed out opens no channel (its refused upgrade would read as a lost connection)
  useEffect(() => {
    if (session.status === "logged" && !companyless) realtime.start();
    else if (session.status === "no-logged") realtime.stop();
  }, [session.status, companyless]);

  // the realtime channel says the session ended: read it again (the guards then go to login)
  useEffect(() => {
    const onEnded = () => void refresh();
    window.addEventListener("workforce:session-ended", onEnded);
    return () => window.removeEventListener("workforce:session-ended", onEnded);
  }, [refresh]);

  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={(href) => router.base + href}>
      <Banners />
      <ImpersonationBanner />
      <TrialBanner />
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <Guarded route={route} modules={modules} />
          </Route>
        ))}
        <Route>
          <Guarded
            route={{ path: "*", access: "public", component: async () => ({ default: NotFound }) }}
            modules={modules}
          />
        </Route>
      </Switch>
      <Toasts />
    </RouterProvider>
  );
}

/**
 * react-intl's default handler logs only in development builds; a missing or broken message is reported in every
 * build, so the browser tests (web/test) see it in the console of the production bundle.
 */
function reportIntlError(error: Error & { code?: string }) {
  console.error(`[intl] ${error.code ?? "ERROR"}: ${error.message}`);
}

function Localized({ locale, page, children }: { locale: Locale; page: string; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  // the sign-in and sign-up pages need only the shell's messages (the /login budget, bench:web); once every message
  // of the language is loaded it serves those pages too, so going back and forth never reloads
  const shellOnly = SHELL_ONLY_PATHS.has(page) && queryClient.getQueryData(["messages", locale, "all"]) === undefined;
  const messages = useQuery({
    queryKey: ["messages", locale, shellOnly ? "shell" : "all"],
    queryFn: () => loadMessages(locale, { shellOnly }),
    staleTime: Infinity,
    // bundled code, not an API call: offline (the service worker's shell) it loads from the cache, never waits
    networkMode: "always",
  });
  useEffect(() => {
    document.documentElement.lang = locale;
    setApiLocale(locale);
  }, [locale]);
  if (!messages.data) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages.data} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** The app: language from the path prefix, theme, data cache, routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [path] = useBrowserLocation();
  const { locale, base } = localeOfPath(path);
  useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <Localized locale={locale} page={path.slice(base.length) || "/"}>
        <Router base={base}>
          <WebModulesProvider value={webModules}>
            <Routes />
          </WebModulesProvider>
        </Router>
      </Localized>
    </QueryClientProvider>
  );
}
