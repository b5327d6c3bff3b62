const messageTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** When a message or notice arrived, as the bell and the chat window show it: "Mar 4, 3:05 PM". */
export function messageTime(when: string | Date): string {
  return messageTimeFormat.format(new Date(when));
}
