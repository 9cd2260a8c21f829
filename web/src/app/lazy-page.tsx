import { Component, lazy, type ComponentType, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../components/Button/index.js";
import type { LazyComponent } from "../../modules.js";

/** Spec §8: loading a page's code gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

const cache = new Map<LazyComponent, ComponentType>();

/** A route's component, loaded on first use (one chunk per page). */
export function lazyPage(load: LazyComponent): ComponentType {
  let page = cache.get(load);
  if (!page) {
    page = lazy(() =>
      Promise.race([
        load(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("chunk load timed out")), CHUNK_TIMEOUT_MS),
        ),
      ]),
    );
    cache.set(load, page);
  }
  return page;
}

/** Shows a reload offer when a page's code fails to load (a deploy replaced the chunks, or the network). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: "2rem", textAlign: "center" }}>
        <p>
          <FormattedMessage id="app.chunkFailed" />
        </p>
        <Button onPress={() => location.reload()}>
          <FormattedMessage id="app.reload" />
        </Button>
      </div>
    );
  }
}
