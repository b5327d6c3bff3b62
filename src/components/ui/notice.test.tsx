import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Notice } from "./notice";

describe("Notice", () => {
  it("draws nothing without a sentence", () => {
    expect(renderToStaticMarkup(<Notice notice={null} />)).toBe("");
  });

  it("announces errors as alerts and anything else as status", () => {
    const error = renderToStaticMarkup(<Notice notice={{ tone: "error", text: "The DEA number is not valid." }} />);
    expect(error).toMatch(
      /^<div role="alert" class="flex items-start gap-2 rounded-md border px-3 py-2 text-sm border-red-200 bg-red-50 text-red-800 ">/,
    );
    expect(error).toContain("The DEA number is not valid.");
    const done = renderToStaticMarkup(<Notice tone="success">Saved.</Notice>);
    expect(done).toMatch(/^<div role="status"/);
    expect(done).toContain('<div class="flex-1">Saved.</div>');
  });

  it("keeps each screen's look", () => {
    expect(renderToStaticMarkup(<Notice look="banner" notice={{ tone: "success", text: "Saved." }} />)).toBe(
      '<p role="status" class="rounded-md px-3 py-2 text-sm bg-brand-50 text-brand-800">Saved.</p>',
    );
    expect(renderToStaticMarkup(<Notice look="flash" notice={{ tone: "error", text: "Too big." }} />)).toBe(
      '<p role="alert" class="rounded-md border px-3 py-2 text-sm border-red-200 bg-red-50 text-red-700">Too big.</p>',
    );
    expect(
      renderToStaticMarkup(
        <Notice look="line" inline role="status" className="text-xs" notice={{ tone: "error", text: "No." }} />,
      ),
    ).toBe('<span role="status" class="text-xs text-red-700">No.</span>');
  });
});
