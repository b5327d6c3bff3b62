// Public seam of the assistant: its trigger button and the chat reset (wired to sign-out in app/).
export { resetAssistantChat } from "./assistant-events";
export { AskAnnaButton } from "./components/ask-anna-button";
