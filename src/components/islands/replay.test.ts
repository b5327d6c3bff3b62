// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { pageInUse } from "./page-in-use";
import { holdEarlyEvents, replayHeld } from "./replay";

function island(html: string): HTMLElement {
  document.body.innerHTML = `<div data-island="">${html}</div><button id="outside">x</button>`;
  return document.querySelector("[data-island]")!;
}

describe("events that reach an island before it hydrates", () => {
  beforeEach(() => holdEarlyEvents());

  it("a click waits, marks the page in use, and is played once the island hydrates", () => {
    const root = island(`<button id="b">Add</button>`);
    const heard: string[] = [];
    document.getElementById("b")!.addEventListener("click", () => heard.push("click"));
    document.getElementById("b")!.click();
    expect(heard).toEqual([]);
    expect(pageInUse()).toBe(true);
    replayHeld(root);
    expect(heard).toEqual(["click"]);
    expect(root.hasAttribute("data-hydrated")).toBe(true);
    // once hydrated, clicks go straight through
    document.getElementById("b")!.click();
    expect(heard).toEqual(["click", "click"]);
  });

  it("a link clicked early does not navigate before the island can handle it", () => {
    island(`<a id="a" href="#elsewhere">Go</a>`);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("a")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("typed text stays in the field and is heard once, before the click that submits it", () => {
    const root = island(`<form id="f"><input id="i" /><button id="s" type="submit">Go</button></form>`);
    const input = document.getElementById("i") as HTMLInputElement;
    const order: string[] = [];
    input.value = "carprofen";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("input", { bubbles: true }));
    document.getElementById("s")!.click();
    input.addEventListener("input", () => order.push(`input:${input.value}`));
    document.getElementById("f")!.addEventListener("submit", (e) => {
      e.preventDefault();
      order.push("submit");
    });
    replayHeld(root);
    expect(input.value).toBe("carprofen");
    expect(order).toEqual(["input:carprofen", "submit"]);
  });

  it("leaves events outside islands alone", () => {
    island(`<button>in</button>`);
    let heard = 0;
    document.getElementById("outside")!.addEventListener("click", () => heard++);
    document.getElementById("outside")!.click();
    expect(heard).toBe(1);
  });
});

describe("a select changed before its island hydrates", () => {
  beforeEach(() => holdEarlyEvents());

  it("keeps the choice and reports it once hydrated", () => {
    const root = island(`<select id="s"><option>Relevance</option><option>Newest</option></select>`);
    const select = document.getElementById("s") as HTMLSelectElement;
    select.value = "Newest";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    const heard: string[] = [];
    select.addEventListener("change", () => heard.push(select.value));
    replayHeld(root);
    expect(heard).toEqual(["Newest"]);
  });
});

describe("events on the server's copy of an island, replaced before it hydrates", () => {
  beforeEach(() => holdEarlyEvents());

  it("are played on the node that stands in the same place by then", () => {
    const root = island(`<template></template><form><input id="i" /><button id="b" type="button">Go</button></form>`);
    const copyInput = document.getElementById("i") as HTMLInputElement;
    copyInput.value = "gloves";
    copyInput.dispatchEvent(new Event("input", { bubbles: true }));
    document.getElementById("b")!.click();
    // React moves the content in: identical nodes, the copy and its template gone
    root.innerHTML = `<form><input id="i2" /><button id="b2" type="button">Go</button></form>`;
    const heard: string[] = [];
    const input = document.getElementById("i2") as HTMLInputElement;
    input.addEventListener("input", () => heard.push(`input:${input.value}`));
    document.getElementById("b2")!.addEventListener("click", () => heard.push("click"));
    replayHeld(root);
    expect(heard).toEqual(["input:gloves", "click"]);
  });
});
