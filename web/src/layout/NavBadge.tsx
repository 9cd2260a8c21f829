import { Component, Suspense, type ReactNode } from "react";
import type { LazyComponent } from "../../modules.js";
import { lazyPage } from "../app/lazy-page.js";

/** A badge whose code failed to load draws nothing: the entry still works. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A navigation entry's live count (PageNav.badge), loaded on first use; nothing while it loads. */
export function NavBadge({ load }: { load: LazyComponent }) {
  const Badge = lazyPage(load);
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Badge />
      </Suspense>
    </Quiet>
  );
}
