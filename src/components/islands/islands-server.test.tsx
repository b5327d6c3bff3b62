import { renderToReadableStream, renderToString } from "react-dom/server.browser";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";
import { hydrateOnUse } from "./later";

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}
/** A chunk that never arrives: the server must not need it. */
const neverLoads = <P,>() => new Promise<React.ComponentType<P>>(() => undefined);

async function html(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe("islands on the server", () => {
  it("draw the component in place with the server's own copy, without waiting for the chunk", async () => {
    const Island = hydrateOnUse(neverLoads<{ name: string }>, Greeting);
    const out = await html(<Island name="clinic" />);
    expect(out).toContain('data-island=""');
    expect(out).toContain("Hello <!-- -->clinic");
    // drawn synchronously: a completed boundary, not one streamed after the page
    expect(out).not.toContain("<template");
  });

  it("keep the page's look when React sends a large island after the page: its copy holds the place", async () => {
    const Island = hydrateOnUse(neverLoads<{ n: number }>, ({ n }: { n: number }) => <p>{"x".repeat(n)}</p>);
    // a page over 12.8 kB with an island over 500 bytes: React outlines the island
    const out = await html(
      <main>
        <p>{"page ".repeat(3_000)}</p>
        <Island n={2_000} />
      </main>,
    );
    const outlined = out.indexOf('<div hidden id="S:');
    expect(outlined).toBeGreaterThan(0);
    expect(out.slice(0, outlined)).toContain("x".repeat(2_000));
  });

  it("a lazily loaded component without a server copy would leave only its fallback", () => {
    const Lazy = lazyComponent(neverLoads<{ name: string }>);
    const out = renderToString(
      <Suspense fallback={<i>waiting</i>}>
        <Lazy name="clinic" />
      </Suspense>,
    );
    expect(out).toContain("waiting");
    expect(out).not.toContain("Hello");
  });
});
