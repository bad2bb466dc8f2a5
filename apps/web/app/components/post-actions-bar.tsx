import type { ReportReason, SavedItemType } from '@jaliya/contract';
import { ReportButton, type ReportResult } from './report-button';
import { SaveToggle } from './save-toggle';
import { ShareButton } from './share-dialog';

export interface PostActionsProps {
  savedType: SavedItemType;
  id: number;
  title: string;
  /** Whether the visitor saved it (see `SaveToggle`). */
  isSaved: boolean | undefined;
  isSignedIn: boolean;
  saveText?: Parameters<typeof SaveToggle>[0]['text'] | undefined;
  /** The post's address, to share. */
  url: string;
  reportReasons: readonly ReportReason[];
  /** The report form's answer after it was sent without JavaScript. */
  reportResult: ReportResult | undefined;
}

/** Save, Share and Report, at the top of a post's page (a business, a job, a product, an event...). */
export function PostActionsBar(props: PostActionsProps) {
  const { saveText } = props;
  return (
    <>
      <div className="rounded-full bg-white text-slate-900">
        <SaveToggle
          type={props.savedType}
          id={props.id}
          title={props.title}
          isSaved={props.isSaved}
          isSignedIn={props.isSignedIn}
          {...(saveText ? { text: saveText } : {})}
        />
      </div>
      <ShareButton url={props.url} title={props.title} />
      <ReportButton
        reasons={props.reportReasons}
        isSignedIn={props.isSignedIn}
        initialResult={props.reportResult}
      />
    </>
  );
}
