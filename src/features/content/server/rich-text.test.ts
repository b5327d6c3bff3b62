import { describe, expect, it } from "vitest";
import { plainTextOf, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps what the editor makes", () => {
    const html =
      "<h2>Shipping</h2><p>Orders ship in <strong>two</strong> <em>days</em>.</p><ul><li>One</li></ul><blockquote><p>Q</p></blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });
  it("removes scripts, styles and frames with their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe>')).toBe(
      "<p>Hi</p>",
    );
  });
  it("removes on* handlers and other attributes", () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><p>ok</p>')).toBe("<p>ok</p>");
  });
  it("drops javascript:, data: and protocol-relative links but keeps web, mail and site links", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="data:text/html,<script>">x</a>')).not.toMatch(/data:/);
    expect(sanitizeRichText('<a href="//evil.test">x</a>')).not.toMatch(/evil/);
    expect(sanitizeRichText('<a href="https://dvm.test/a" target="_top">x</a>')).toBe(
      '<a href="https://dvm.test/a" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="/faqs">x</a>')).toContain('href="/faqs"');
    expect(sanitizeRichText('<a href="mailto:help@dvm.test">x</a>')).toContain('href="mailto:help@dvm.test"');
  });
  it("turns markup with no words into an empty string", () => {
    expect(sanitizeRichText("<p> </p><p><br></p>")).toBe("");
    expect(sanitizeRichText("<script>x</script>")).toBe("");
  });
});

describe("plainTextOf", () => {
  it("keeps the words, one block per line, entities decoded", () => {
    expect(plainTextOf("<h2>A &amp; B</h2><p>One<br>two</p><ul><li>x</li><li>y</li></ul>")).toBe(
      "A & B\nOne\ntwo\nx\ny",
    );
  });
});
