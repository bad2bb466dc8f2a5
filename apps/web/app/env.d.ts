/** Set by the build (`lib/message-files.node.ts`): the version in the message files' addresses. */
interface ImportMetaEnv {
  readonly VITE_MESSAGES_VERSION?: string;
}
