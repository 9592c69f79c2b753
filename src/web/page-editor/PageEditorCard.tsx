import { useState, type ReactNode } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorDetail, isApiError } from '../lib/api';
import { useToast } from '../ui/toast';
import { LANDING_LIMITS, questionList, type LandingPage } from '../../shared/contracts/landing';
import {
  PAGE_EDITOR_MESSAGES,
  PAGE_SECTION_LABELS,
  PAGE_SECTIONS,
  type PageEditor,
  type PageSection,
  type PageVersion,
} from '../../shared/contracts/page-editor';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CountedField } from '../ui/CountedField';
import { normalised, questionsFrom, sameContent, SERVICE_KEYS, setIn, WHY_US_KEYS } from './draft';
import { IconPicker } from './IconPicker';
import { ImageField } from './ImageField';
import { usePageEditor } from '../lib/usePageEditor';
import { usePreview } from './usePreview';
import { useRegenerate } from './useRegenerate';
import { useRestoreVersion } from './useRestoreVersion';
import { useSavePage } from './useSavePage';
import { useLeaveGuard } from './useLeaveGuard';
import { VersionHistory, versionTime } from './VersionHistory';
import { PreviewFrame } from './PreviewFrame';
import { Suggestions } from './Suggestions';
import './page-editor.css';

export const EDITOR_TEXTS = {
  title: 'Edit landing page',
  saved: 'Your landing page is published.',
  restored: (time: string) => `The version of ${time} is published again.`,
  readOnly: 'This order is Completed, so its landing page can no longer be changed. Its versions are listed below.',
  unsaved: 'Unsaved changes',
  regenerated: (section: string) =>
    `New texts for ${section.toLowerCase()} are in the form and the preview. Save to publish them, or discard them.`,
  regenerationsLeft: (left: number, perDay: number) => `${left} of ${perDay} regenerations left today (UTC).`,
  loadFailed: (detail: string) => `The editor could not be loaded: ${detail}`,
} as const;

const L = LANDING_LIMITS;

type Pending = { kind: 'discard' } | { kind: 'restore'; version: PageVersion } | { kind: 'reload' } | null;

/** The order dashboard's "Edit landing page" section: form, live preview, versions. */
export function PageEditorCard({ orderId }: { orderId: string }) {
  const query = usePageEditor(orderId);
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="pe-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="pe-title" className="h5 mb-3">
          {EDITOR_TEXTS.title}
        </h2>
        {query.isPending ? (
          <div role="status" className="text-body-secondary">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading the editor…
          </div>
        ) : query.isError ? (
          <Alert variant="danger" className="mb-0">
            {EDITOR_TEXTS.loadFailed(errorDetail(query.error, String(query.error)))}{' '}
            <Button variant="link" className="p-0 align-baseline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Editor
            key={query.data.versions[0]?.id ?? 'none'}
            orderId={orderId}
            data={query.data}
            reload={() => query.refetch()}
          />
        )}
      </div>
    </section>
  );
}

function Editor({ orderId, data, reload }: { orderId: string; data: PageEditor; reload(): Promise<unknown> }) {
  const toast = useToast();
  const published = data.content;
  const latest = data.versions[0]!;
  const [draft, setDraft] = useState<LandingPage>(published);
  const [regenerated, setRegenerated] = useState(false);
  const [section, setSection] = useState<PageSection>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [focusSection, setFocusSection] = useState<string | null>(null);
  const save = useSavePage(orderId);
  const restore = useRestoreVersion(orderId);
  const regenerate = useRegenerate(orderId);
  const preview = usePreview(orderId, normalised(draft));
  const dirty = !sameContent(draft, published);
  useLeaveGuard(dirty);

  const editable = data.editable;
  const set = (path: string[]) => (value: unknown) => setDraft((d) => setIn(d, path, value));
  const seo = draft.seo_content;
  const questions = questionList(draft.questions);
  const setQuestions = (list: string[]) => setDraft((d) => ({ ...d, questions: questionsFrom(list) }));

  const onSave = async () => {
    setConflict(null);
    try {
      await save.mutateAsync({
        content: normalised(draft),
        baseVersionId: latest.id,
        source: regenerated ? 'regenerated' : 'edited',
      });
      toast.success(EDITOR_TEXTS.saved);
    } catch (err) {
      const detail = errorDetail(err, String(err));
      if (isApiError(err, 409)) setConflict(detail);
      else toast.error(detail);
    }
  };

  const onRegenerate = async () => {
    setNotice(null);
    try {
      const answer = await regenerate.mutateAsync({ section, draft: normalised(draft) });
      if (!answer.changed) {
        setNotice(PAGE_EDITOR_MESSAGES.nothingNew(PAGE_SECTION_LABELS[section]));
        return;
      }
      setDraft(answer.content);
      setRegenerated(true);
      setNotice(EDITOR_TEXTS.regenerated(PAGE_SECTION_LABELS[section]));
    } catch (err) {
      toast.error(errorDetail(err, String(err)));
    }
  };

  const confirm = async () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    if (p.kind === 'discard') {
      setDraft(published);
      setRegenerated(false);
      setNotice(null);
    } else if (p.kind === 'reload') {
      setConflict(null);
      await reload();
    } else {
      try {
        await restore.mutateAsync(p.version.id);
        toast.success(EDITOR_TEXTS.restored(versionTime(p.version.created_at)));
      } catch (err) {
        toast.error(errorDetail(err, String(err)));
      }
    }
  };

  const busy = save.isPending || restore.isPending || regenerate.isPending;
  const cardFields = (key: string, title: string, children: ReactNode) => (
    <fieldset key={key} className="pe-card-fields border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <>
      {!editable ? (
        <Alert variant="secondary" className="mb-3">
          {EDITOR_TEXTS.readOnly}
        </Alert>
      ) : null}
      {conflict ? (
        <Alert variant="warning" className="mb-3">
          <p className="mb-2">{conflict}</p>
          <Button size="sm" variant="warning" onClick={() => setPending({ kind: 'reload' })}>
            Load the latest version
          </Button>
        </Alert>
      ) : null}

      {editable ? (
        <>
          <div className="pe-savebar d-flex flex-wrap align-items-center gap-2 mb-2">
            <Button variant="primary" onClick={() => void onSave()} disabled={!dirty || busy}>
              {save.isPending ? 'Publishing…' : 'Save and publish'}
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => setPending({ kind: 'discard' })}
              disabled={!dirty || busy}
            >
              Discard changes
            </Button>
            <span className="small text-body-secondary" aria-live="polite">
              {dirty ? EDITOR_TEXTS.unsaved : ''}
            </span>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <Form.Label htmlFor="pe-regen-section" className="small mb-0">
              Regenerate
            </Form.Label>
            <Form.Select
              id="pe-regen-section"
              size="sm"
              className="w-auto"
              value={section}
              onChange={(e) => setSection(e.target.value as PageSection)}
            >
              {PAGE_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {PAGE_SECTION_LABELS[s]}
                </option>
              ))}
            </Form.Select>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => void onRegenerate()}
              disabled={busy || data.regenerations_left === 0}
              aria-describedby="pe-regen-left"
            >
              {regenerate.isPending ? 'Writing…' : 'Regenerate'}
            </Button>
            <span id="pe-regen-left" className="small text-body-secondary">
              {EDITOR_TEXTS.regenerationsLeft(data.regenerations_left, data.regenerations_per_day)}
            </span>
          </div>
        </>
      ) : null}
      <div role="status" aria-live="polite" className={notice ? 'alert alert-info py-2 small' : 'visually-hidden'}>
        {notice ?? ''}
      </div>

      <div className="row g-4">
        <div className="col-lg-6">
          <form
            onSubmit={(e) => e.preventDefault()}
            aria-label="Landing page content"
            onFocus={(e) =>
              setFocusSection(
                (e.target as Element).closest('[data-preview-section]')?.getAttribute('data-preview-section') ?? null,
              )
            }
          >
            <fieldset disabled={!editable || busy}>
              <Accordion defaultActiveKey={['hero']} alwaysOpen>
                <Accordion.Item eventKey="hero" data-preview-section="home">
                  <Accordion.Header>Business, title and colour</Accordion.Header>
                  <Accordion.Body>
                    <CountedField
                      id="pe-business-name"
                      label="Business name"
                      value={seo.business_name}
                      max={L.businessName}
                      onChange={set(['seo_content', 'business_name'])}
                    />
                    <CountedField
                      id="pe-title-field"
                      label="Title"
                      value={seo.title}
                      max={L.title}
                      onChange={set(['seo_content', 'title'])}
                      hint="The browser tab and search result title"
                    />
                    <CountedField
                      id="pe-header"
                      label="Header"
                      value={seo.header}
                      max={L.header}
                      rows={2}
                      onChange={set(['seo_content', 'header'])}
                      hint="The big line at the top of the page"
                    />
                    <CountedField
                      id="pe-subheader"
                      label="Subheader"
                      value={seo.subheader ?? ''}
                      max={L.subheader}
                      rows={2}
                      onChange={set(['seo_content', 'subheader'])}
                      hint="The line under it: what makes the idea different"
                    />
                    <Form.Group controlId="pe-theme" className="mb-1">
                      <Form.Label className="fw-semibold small mb-1">Theme colour</Form.Label>
                      <div className="d-flex align-items-center gap-2">
                        <Form.Control
                          type="color"
                          value={seo.theme_colour}
                          onChange={(e) => set(['seo_content', 'theme_colour'])(e.target.value)}
                          aria-describedby="pe-theme-value"
                        />
                        <code id="pe-theme-value">{seo.theme_colour}</code>
                      </div>
                    </Form.Group>
                  </Accordion.Body>
                </Accordion.Item>
                <Accordion.Item eventKey="about" data-preview-section="about">
                  <Accordion.Header>About us</Accordion.Header>
                  <Accordion.Body>
                    <CountedField
                      id="pe-about-paragraph"
                      label="About paragraph"
                      value={seo.about_us.paragraph}
                      max={L.paragraph}
                      rows={5}
                      onChange={set(['seo_content', 'about_us', 'paragraph'])}
                    />
                    {(['point1', 'point2', 'point3'] as const).map((k, i) => (
                      <CountedField
                        key={k}
                        id={`pe-about-${k}`}
                        label={`About point ${i + 1}`}
                        value={seo.about_us[k]}
                        max={L.point}
                        rows={2}
                        onChange={set(['seo_content', 'about_us', k])}
                      />
                    ))}
                    <ImageField
                      orderId={orderId}
                      slot="main"
                      label="Main image"
                      url={seo.main_image_url}
                      publishedUrl={published.seo_content.main_image_url}
                      onChange={set(['seo_content', 'main_image_url'])}
                    />
                  </Accordion.Body>
                </Accordion.Item>
                <Accordion.Item eventKey="why_us" data-preview-section="why-us">
                  <Accordion.Header>Why us</Accordion.Header>
                  <Accordion.Body>
                    {WHY_US_KEYS.map((k, i) =>
                      cardFields(
                        k,
                        `Why-us card ${i + 1}`,
                        <>
                          <CountedField
                            id={`pe-whyus-${k}-heading`}
                            label={`Card ${i + 1} heading`}
                            value={seo.why_us[k].heading}
                            max={L.heading}
                            onChange={set(['seo_content', 'why_us', k, 'heading'])}
                          />
                          <CountedField
                            id={`pe-whyus-${k}-description`}
                            label={`Card ${i + 1} description`}
                            value={seo.why_us[k].description}
                            max={L.description}
                            rows={3}
                            onChange={set(['seo_content', 'why_us', k, 'description'])}
                          />
                          <ImageField
                            orderId={orderId}
                            slot={`why_us_${i + 1}` as 'why_us_1'}
                            label={`Card ${i + 1} image`}
                            url={seo.why_us[k].image_url}
                            publishedUrl={published.seo_content.why_us[k].image_url}
                            onChange={set(['seo_content', 'why_us', k, 'image_url'])}
                          />
                        </>,
                      ),
                    )}
                  </Accordion.Body>
                </Accordion.Item>
                <Accordion.Item eventKey="services" data-preview-section="services">
                  <Accordion.Header>Services</Accordion.Header>
                  <Accordion.Body>
                    <Suggestions
                      suggestions={data.suggestions}
                      onUse={(key, card) => set(['seo_content', 'services', key])(card)}
                    />
                    {SERVICE_KEYS.map((k, i) =>
                      cardFields(
                        k,
                        `Service ${i + 1}`,
                        <>
                          <CountedField
                            id={`pe-${k}-heading`}
                            label={`Service ${i + 1} heading`}
                            value={seo.services[k].heading}
                            max={L.heading}
                            onChange={set(['seo_content', 'services', k, 'heading'])}
                          />
                          <CountedField
                            id={`pe-${k}-description`}
                            label={`Service ${i + 1} description`}
                            value={seo.services[k].description}
                            max={L.description}
                            rows={3}
                            onChange={set(['seo_content', 'services', k, 'description'])}
                          />
                          <IconPicker
                            id={`pe-${k}-icon`}
                            label={`Service ${i + 1} icon`}
                            value={seo.services[k].font_awesome_icon}
                            onChange={set(['seo_content', 'services', k, 'font_awesome_icon'])}
                          />
                        </>,
                      ),
                    )}
                  </Accordion.Body>
                </Accordion.Item>
                <Accordion.Item eventKey="long" data-preview-section="vision">
                  <Accordion.Header>Long description</Accordion.Header>
                  <Accordion.Body>
                    <CountedField
                      id="pe-heavy"
                      label="Long description"
                      value={seo.heavy_description}
                      max={L.heavyDescription}
                      rows={10}
                      onChange={set(['seo_content', 'heavy_description'])}
                      hint="A blank line starts a new paragraph"
                    />
                  </Accordion.Body>
                </Accordion.Item>
                <Accordion.Item eventKey="questions" data-preview-section="contact">
                  <Accordion.Header>Contact form questions</Accordion.Header>
                  <Accordion.Body>
                    <p className="small text-body-secondary">
                      Up to {L.maxQuestions} extra questions shown in your contact form. Empty questions are left out.
                    </p>
                    {questions.map((q, i) => (
                      <div key={i} className="d-flex gap-2 align-items-start">
                        <div className="flex-grow-1">
                          <CountedField
                            id={`pe-question-${i + 1}`}
                            label={`Question ${i + 1}`}
                            value={q}
                            max={L.question}
                            onChange={(v) => setQuestions(questions.map((x, j) => (j === i ? v : x)))}
                          />
                        </div>
                        <Button
                          variant="outline-danger"
                          size="sm"
                          className="mt-4"
                          aria-label={`Remove question ${i + 1}`}
                          onClick={() => setQuestions(questions.filter((_, j) => j !== i))}
                        >
                          Remove
                        </Button>
                      </div>
                    ))}
                    {questions.length < L.maxQuestions ? (
                      <Button variant="outline-secondary" size="sm" onClick={() => setQuestions([...questions, ''])}>
                        Add a question
                      </Button>
                    ) : null}
                  </Accordion.Body>
                </Accordion.Item>
              </Accordion>
            </fieldset>
          </form>
        </div>
        <div className="col-lg-6">
          <div className="pe-preview-wrap">
            <div className="d-flex justify-content-between align-items-center mb-2">
              <h3 className="h6 mb-0" id="pe-preview-title">
                Preview
              </h3>
              <span className="small text-body-secondary" role="status">
                {preview.loading
                  ? 'Updating…'
                  : preview.error
                    ? ''
                    : dirty
                      ? 'Draft (not published)'
                      : 'Published page'}
              </span>
            </div>
            {preview.error ? (
              <Alert variant="warning" className="py-2 small">
                The preview could not be drawn: {preview.error}
              </Alert>
            ) : null}
            {preview.html ? (
              <PreviewFrame html={preview.html} sectionId={focusSection} />
            ) : (
              <div className="pe-preview border rounded d-flex align-items-center justify-content-center text-body-secondary">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> Drawing the preview…
              </div>
            )}
          </div>
        </div>
        <div className="col-lg-6">
          <VersionHistory
            versions={data.versions}
            editable={editable}
            busy={busy}
            onRestore={(version) => setPending({ kind: 'restore', version })}
          />
        </div>
      </div>

      <ConfirmDialog
        show={pending?.kind === 'discard'}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        variant="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        The form goes back to the published page. Your unsaved changes are lost.
      </ConfirmDialog>
      <ConfirmDialog
        show={pending?.kind === 'restore'}
        title="Restore this version?"
        confirmLabel="Restore and publish"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'restore' ? (
          <>
            The version of {versionTime(pending.version.created_at)} becomes your published page at once (as a new
            version; nothing is deleted).{dirty ? ' Your unsaved changes are lost.' : ''}
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        show={pending?.kind === 'reload'}
        title="Load the latest version?"
        confirmLabel="Load the latest version"
        variant="warning"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        The form shows the page as it was last saved. Your unsaved changes here are lost; copy anything you want to keep
        first.
      </ConfirmDialog>
    </>
  );
}
