/**
 * Example: a small React app on the SDK's hooks. It lists the company's offices with "load more", adds one, and shows
 * the API's own error message (already in the user's language) when something fails.
 */
import { useState, type FormEvent } from "react";
import { ApiError, createClient } from "@workforce-platform/sdk";
import { ApiProvider, useApiList, useApiMutation, useApiQuery } from "@workforce-platform/sdk/react";

function Health() {
  const health = useApiQuery("/api/health");
  if (health.isLoading) return <p>Checking the server…</p>;
  if (health.error) return <p role="alert">The server cannot be reached.</p>;
  return (
    <p>
      Server {health.data?.version} is up ({health.data?.db}).
    </p>
  );
}

function Offices({ companyId }: { companyId: string }) {
  const offices = useApiList("/api/companies/{companyId}/offices", { params: { companyId }, pageSize: 20 });
  const create = useApiMutation("post", "/api/companies/{companyId}/offices");
  const [name, setName] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutate({ params: { companyId }, body: { name } });
      setName("");
    } catch {
      // the error is shown below from create.error
    }
  }

  return (
    <section>
      <h2>Offices ({offices.total ?? "…"})</h2>
      <ul>
        {offices.items.map((office) => (
          <li key={office.id}>{office.name}</li>
        ))}
      </ul>
      {offices.hasMore && (
        <button type="button" onClick={offices.loadMore} disabled={offices.isLoading}>
          Load more
        </button>
      )}
      <form onSubmit={(event) => void submit(event)}>
        <label>
          New office <input value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <button type="submit" disabled={create.isPending}>
          Add
        </button>
      </form>
      {create.error && (
        <p role="alert">
          {create.error instanceof ApiError ? `${create.error.message} (${create.error.code})` : create.error.message}
        </p>
      )}
    </section>
  );
}

/** The app: a client for one company, given to the hooks through ApiProvider. */
export function App(props: { baseUrl: string; apiKey: string; companyId: string }) {
  // one client for the app's life; with an API key from a backend-for-frontend, never hard-coded in a bundle
  const [api] = useState(() =>
    createClient({ baseUrl: props.baseUrl, apiKey: props.apiKey, locale: navigator.language }),
  );
  return (
    <ApiProvider client={api}>
      <h1>Workforce offices</h1>
      <Health />
      <Offices companyId={props.companyId} />
    </ApiProvider>
  );
}
