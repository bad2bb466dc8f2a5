import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';

/**
 * The console's rich-text editor (TipTap, on ProseMirror): headings, bold, italic, lists, quotes
 * and links, nothing the server's sanitiser would drop. It keeps its HTML in a hidden field of
 * the form, so saving is an ordinary form post. Written in the field's language and direction.
 */
export default function RichTextEditor({
  name,
  initial,
  language,
  labelId,
  describedBy,
  invalid,
}: {
  name: string;
  initial: string;
  language: 'en' | 'ar';
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const { t } = useI18n();
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
        code: false,
        codeBlock: false,
      }),
    ],
    content: initial,
    immediatelyRender: false,
    // Its own <style> element would be refused by the Content-Security-Policy: app.css has the rule.
    injectCSS: false,
    editorProps: {
      attributes: {
        dir: language === 'ar' ? 'rtl' : 'ltr',
        lang: language,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'rich-text min-h-48 rounded-b-lg border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-primary',
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading2: current?.isActive('heading', { level: 2 }) ?? false,
      heading3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const address = window.prompt(t('console.content.editor.linkPrompt'), previous);
    if (address === null) return;
    if (address.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: address.trim() }).run();
  };
  const buttons = [
    {
      key: 'bold',
      label: t('console.content.editor.bold'),
      run: () => chain()?.toggleBold().run(),
      text: 'B',
    },
    {
      key: 'italic',
      label: t('console.content.editor.italic'),
      run: () => chain()?.toggleItalic().run(),
      text: 'I',
    },
    {
      key: 'heading2',
      label: t('console.content.editor.heading2'),
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
      text: 'H2',
    },
    {
      key: 'heading3',
      label: t('console.content.editor.heading3'),
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
      text: 'H3',
    },
    {
      key: 'bulletList',
      label: t('console.content.editor.bulletList'),
      run: () => chain()?.toggleBulletList().run(),
      text: '•',
    },
    {
      key: 'orderedList',
      label: t('console.content.editor.orderedList'),
      run: () => chain()?.toggleOrderedList().run(),
      text: '1.',
    },
    {
      key: 'quote',
      label: t('console.content.editor.quote'),
      run: () => chain()?.toggleBlockquote().run(),
      text: '❝',
    },
    { key: 'link', label: t('console.content.editor.link'), run: setLink, text: '🔗' },
  ] as const;
  return (
    <div data-rich-text-editor={name}>
      <div
        role="toolbar"
        aria-label={t('console.content.editor.label')}
        aria-controls={`${name}-editor`}
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            onClick={button.run}
            aria-label={button.label}
            title={button.label}
            aria-pressed={active?.[button.key] ?? false}
            className="min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-pressed:bg-primary aria-pressed:text-white"
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <span className="mx-1 w-px bg-slate-300" aria-hidden="true" />
        <button
          type="button"
          onClick={() => chain()?.undo().run()}
          aria-label={t('console.content.editor.undo')}
          title={t('console.content.editor.undo')}
          className="rounded px-2 py-1 text-sm hover:bg-slate-200"
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          onClick={() => chain()?.redo().run()}
          aria-label={t('console.content.editor.redo')}
          title={t('console.content.editor.redo')}
          className="rounded px-2 py-1 text-sm hover:bg-slate-200"
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      <EditorContent editor={editor} id={`${name}-editor`} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
