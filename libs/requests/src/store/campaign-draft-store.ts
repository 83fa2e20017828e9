import {
  Debouncer,
  errorMessage,
  LatestRequest,
  LOADER_DEBOUNCE_MS,
  timerScheduler,
  type Notifier,
  type Scheduler,
} from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  applyFeedbackType,
  applyTemplate,
  draftFieldErrors,
  draftFromCampaign,
  draftGone,
  draftWriteBody,
  DRAFT_GONE_MESSAGE,
  newCampaignDraft,
  type CampaignDraft,
  type ComposeSettings,
  type DraftGone,
  type LayoutId,
} from '../model/campaign-draft.js';
import {
  CAMPAIGN_PLACEHOLDERS,
  CUSTOM_EMAIL_HINT,
  FEEDBACK_OPTIONS,
  fillSample,
  insertPlaceholder,
  LAYOUT_OPTIONS,
  REMINDER_OPTIONS,
  requestTypeOptions,
  type CampaignComposerView,
  type ViewLoadStatus,
} from '../model/campaign-composer-view.js';
import {
  HEADER_IMAGE_IDLE,
  headerImageFields,
  headerImageStep,
  type HeaderImageEvent,
  type HeaderImageState,
} from '../model/campaign-header-image.js';
import { smsLength, SMS_MAX } from '../model/campaign-sms-length.js';
import {
  namedSites,
  type Campaign,
  type CampaignApi,
  type CampaignSite,
  type CampaignSource,
  type FeedbackType,
  type RequestTemplate,
  type RequestType,
} from '../ports/campaign-api.js';

/** A location the account may ask for reviews at (from the app's location lookups). */
export interface ComposeLocation {
  id: number;
  name: string;
}

export interface CampaignDraftDeps {
  api: CampaignApi;
  settings: ComposeSettings;
  /** The account's locations when already known; otherwise given later by {@link CampaignDraftStore.setLocations}. */
  locations?: ComposeLocation[];
  notifier?: Notifier;
  /** Timers of the autosave (tests run them by hand). */
  scheduler?: Scheduler;
  /** The autosave's quiet time; the generic loader's 500 ms by default. */
  autosaveMs?: number;
}

/** The composer's data; the hook adds the handlers. */
export type CampaignComposerData = Omit<CampaignComposerView, `on${string}`>;

/** Which text field an edit is about (the others have their own actions). */
export type DraftTextField = 'subject' | 'content' | 'headerText' | 'senderName' | 'senderEmail';

/**
 * One campaign draft being composed: created for the chosen location (POST /campaigns) or loaded
 * (GET /campaigns/{id}), every change autosaved after a quiet time (PUT, the latest wins). A 409 or 404
 * means the draft is gone: the user is told why and the listeners (the recipients) clear.
 *
 * Opening reads in two steps: at once, side by side, the campaign (when resuming), every template and the
 * review sources (the page reads the locations meanwhile and hands them in); then the draft location's
 * URLs, the only read that needs the campaign. The view is loading until the locations and the campaign
 * are both in.
 */
export class CampaignDraftStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  /** The account's locations; null until they are in. */
  locations: ComposeLocation[] | null;
  /** Why the locations could not be read, if they could not. */
  locationsError: string | null = null;
  draft: CampaignDraft = newCampaignDraft();
  /** The server's copy after the last create, load or save. */
  campaign: Campaign | null = null;
  /** Every template, of both request types; the view offers those of the draft's type. */
  templates: RequestTemplate[] = [];
  sites: CampaignSite[] = [];
  /** Whether the location's sites were read (until then no "no site" complaint). */
  sitesLoaded = false;
  headerImage: HeaderImageState = HEADER_IMAGE_IDLE;
  saving = false;
  saveError: string | null = null;
  gone: DraftGone | null = null;
  /** Fields the user changed, and whether sending was tried: from then on empty fields are said. */
  touched: ReadonlySet<string> = new Set();
  attempted = false;

  private readonly deps: CampaignDraftDeps;
  private readonly saveRequest = new LatestRequest();
  private readonly templatesRequest = new LatestRequest();
  private readonly sitesRequest = new LatestRequest();
  private readonly imageRequest = new LatestRequest();
  private readonly sourcesAbort = new AbortController();
  /** The review sources, read once (again after a failure) and shared by every sites read. */
  private sources$: Promise<CampaignSource[]> | null = null;
  /** Resolves with the locations once they are in (an empty list if they could not be read). */
  private readonly locationsIn: Promise<ComposeLocation[]>;
  private resolveLocations: (locations: ComposeLocation[]) => void = () => undefined;
  private readonly autosave: Debouncer;
  private readonly goneListeners = new Set<(reason: DraftGone) => void>();
  private creating: Promise<void> | null = null;
  private saving$: Promise<void> | null = null;
  /** Bumped by every edit, so a reply can tell whether edits came after what it saved. */
  private version = 0;

  constructor(deps: CampaignDraftDeps) {
    this.deps = deps;
    this.locations = deps.locations ?? null;
    this.locationsIn = new Promise((resolve) => (this.resolveLocations = resolve));
    if (this.locations) this.resolveLocations(this.locations);
    this.autosave = new Debouncer(deps.autosaveMs ?? LOADER_DEBOUNCE_MS, deps.scheduler ?? timerScheduler);
    makeObservable<CampaignDraftStore, 'edit' | 'imageEvent'>(this, {
      status: observable,
      loadError: observable,
      locations: observableRef,
      locationsError: observable,
      draft: observableRef,
      campaign: observableRef,
      templates: observableRef,
      sites: observableRef,
      sitesLoaded: observable,
      siteCount: computed,
      headerImage: observableRef,
      saving: observable,
      saveError: observable,
      gone: observable,
      touched: observableRef,
      attempted: observable,
      locationName: computed,
      errors: computed,
      view: computed,
      start: action,
      setLocations: action,
      failLocations: action,
      templateChoices: computed,
      setLocation: action,
      setRequestType: action,
      chooseTemplate: action,
      setLayout: action,
      setText: action,
      insertPlaceholder: action,
      setUseHeaderImage: action,
      setAutoSelectSources: action,
      toggleSite: action,
      setFeedbackType: action,
      setReminder: action,
      removeHeaderImage: action,
      markAttempted: action,
      edit: action,
      imageEvent: action,
      markGone: action,
    });
  }

  get locationName(): string {
    return this.locations?.find((l) => l.id === this.draft.locationId)?.name ?? '';
  }

  /** The templates of the draft's request type. */
  get templateChoices(): RequestTemplate[] {
    const type = this.draft.requestType;
    return this.templates.filter((t) => t.request_type === type);
  }

  /** The sites the rules count: while they are being read, the location is given the benefit of the doubt. */
  get siteCount(): number {
    return this.sitesLoaded ? this.sites.length : Math.max(1, this.sites.length);
  }

  get errors(): CampaignComposerView['errors'] {
    const sms = smsLength(this.draft.content);
    const all = draftFieldErrors(this.draft, {
      required: true,
      siteCount: this.siteCount,
      smsMax: SMS_MAX,
      smsCharacters: sms.characters,
    });
    const typed = draftFieldErrors(this.draft, {
      required: false,
      siteCount: this.siteCount,
      smsMax: SMS_MAX,
      smsCharacters: sms.characters,
    });
    // Empty fields are said once touched or once sending was tried; limits and bad values at once.
    const shown = { ...typed };
    for (const [field, message] of Object.entries(all) as [keyof typeof all, string][])
      if (this.attempted || this.touched.has(field)) shown[field] = message;
    return shown;
  }

  get view(): CampaignComposerData {
    const { draft, deps } = this;
    const locationName = this.locationName;
    const senderName = deps.settings.customEmail && draft.senderName.trim() ? draft.senderName.trim() : locationName;
    return {
      status: this.viewStatus(),
      loadError: this.loadError ?? this.locationsError,
      locationOptions: (this.locations ?? []).map((l) => ({ value: l.id, label: l.name })),
      locationId: draft.locationId,
      requestTypeOptions: requestTypeOptions(deps.settings.smsRequests),
      requestType: draft.requestType,
      templateOptions: this.templateChoices.map((t) => ({ value: t.id, label: t.name })),
      templateId: draft.templateId,
      layoutOptions: LAYOUT_OPTIONS,
      layoutId: draft.layoutId,
      subject: draft.subject,
      content: draft.content,
      headerText: draft.headerText,
      placeholders: CAMPAIGN_PLACEHOLDERS,
      headerImage: { ...this.headerImage, url: this.headerImage.url ?? draft.headerImage },
      useHeaderImage: draft.useHeaderImage,
      senderName: draft.senderName,
      senderEmail: draft.senderEmail,
      senderEditable: deps.settings.customEmail,
      senderHint: deps.settings.customEmail ? null : CUSTOM_EMAIL_HINT,
      autoSelectSources: draft.autoSelectSources,
      siteOptions: this.sites.map((s) => ({
        id: s.id,
        label: s.label,
        url: s.url,
        checked: draft.autoSelectSources || draft.urlIds.includes(s.id),
      })),
      feedbackOptions: FEEDBACK_OPTIONS,
      feedbackType: draft.feedbackType,
      reminderOptions: REMINDER_OPTIONS,
      reminderDays: draft.reminderDays,
      smsLength: draft.requestType === 'sms' ? smsLength(draft.content) : null,
      preview: {
        subject: draft.requestType === 'email' ? fillSample(draft.subject, locationName, draft.feedbackType) : '',
        body: fillSample(draft.content, locationName, draft.feedbackType),
        senderName,
      },
      errors: this.errors,
      saving: this.saving,
      saveError: this.saveError,
    };
  }

  /** Called with the reason when the draft turns out to be gone (sent, scheduled or deleted). */
  onGone(listener: (reason: DraftGone) => void): () => void {
    this.goneListeners.add(listener);
    return () => this.goneListeners.delete(listener);
  }

  /**
   * Opens a draft: loads one by id, or creates one for a location (the given one, or the account's only
   * one once the locations are in); with neither it waits for a location. Templates and sources are read
   * alongside, and the location's URLs as soon as the campaign says which location.
   */
  async start(from: { campaignId?: number | null; locationId?: number | null } = {}): Promise<void> {
    this.loadError = null;
    const templates = this.loadTemplates();
    void this.readSources().catch(() => undefined);
    if (from.campaignId) {
      this.status = 'loading';
      try {
        const campaign = await this.deps.api.get(from.campaignId);
        runInAction(() => {
          this.accept(campaign, true);
          this.status = 'ready';
        });
        await Promise.all([templates, this.loadSites()]);
      } catch (error) {
        const reason = draftGone(error);
        runInAction(() => {
          this.status = 'error';
          this.loadError = reason ? DRAFT_GONE_MESSAGE[reason] : errorMessage(error);
          if (reason) this.markGone(reason);
        });
      }
      return;
    }
    this.status = 'ready';
    const locations = await this.locationsIn;
    const only = locations.length === 1 ? locations[0]?.id : undefined;
    const locationId = from.locationId ?? only ?? null;
    if (locationId !== null) await this.setLocation(locationId);
  }

  /** The account's locations, read by the page while the draft opens. */
  setLocations(locations: ComposeLocation[]): void {
    this.locations = locations;
    this.locationsError = null;
    this.resolveLocations(locations);
  }

  /** The locations could not be read: the composer says why instead of loading forever. */
  failLocations(message: string): void {
    this.locationsError = message;
    this.resolveLocations([]);
  }

  private viewStatus(): ViewLoadStatus {
    if (this.status === 'error' || this.locationsError !== null) return 'error';
    return this.status === 'ready' && this.locations !== null ? 'ready' : 'loading';
  }

  /** Choosing the location: the first choice creates the draft; later ones save it and reload its sites. */
  async setLocation(id: number): Promise<void> {
    if (this.draft.locationId === id && this.draft.id !== null) return;
    this.edit({ locationId: id, urlIds: [] }, 'location');
    void this.loadSites();
    if (this.draft.id === null) await this.create();
  }

  setRequestType(type: RequestType): void {
    if (type === 'sms' && !this.deps.settings.smsRequests) return;
    if (type === this.draft.requestType) return;
    this.edit({ requestType: type, templateId: null });
  }

  /** A template fills the subject, text, layout and header; none keeps the text as it is. */
  chooseTemplate(id: number | null): void {
    const template = id === null ? undefined : this.templateChoices.find((t) => t.id === id);
    if (!template) {
      this.edit({ templateId: null });
      return;
    }
    const next = applyTemplate(this.draft, template);
    this.headerImage = HEADER_IMAGE_IDLE;
    this.edit(next, 'subject', 'content');
  }

  setLayout(id: LayoutId): void {
    this.edit({ layoutId: id });
  }

  setText(field: DraftTextField, value: string): void {
    if ((field === 'senderName' || field === 'senderEmail') && !this.deps.settings.customEmail) return;
    this.edit({ [field]: value }, field === 'senderEmail' ? 'sender_email' : field);
  }

  insertPlaceholder(token: string): void {
    this.edit({ content: insertPlaceholder(this.draft.content, token) }, 'content');
  }

  setUseHeaderImage(on: boolean): void {
    this.edit({ useHeaderImage: on }, 'header_image');
  }

  setAutoSelectSources(on: boolean): void {
    this.edit({ autoSelectSources: on }, 'sites');
  }

  toggleSite(id: number): void {
    const ids = this.draft.urlIds;
    // Unticking one of the automatic choices switches to choosing by hand, keeping the others.
    const base = this.draft.autoSelectSources ? this.sites.map((s) => s.id) : ids;
    const next = base.includes(id) ? base.filter((x) => x !== id) : [...base, id];
    this.edit({ urlIds: next, autoSelectSources: false }, 'sites');
  }

  /** P4-024: the `{feedback}` placeholder (or the previous question) becomes the chosen type's question. */
  setFeedbackType(type: FeedbackType): void {
    this.edit({ feedbackType: type, content: applyFeedbackType(this.draft.content, type) });
  }

  setReminder(days: number | null): void {
    this.edit({ reminderDays: days });
  }

  /** Uploads a header image, then stores its URL on the draft (the processing step). */
  async selectHeaderImage(file: Blob, name = (file as File).name ?? 'header-image'): Promise<void> {
    const ticket = this.imageRequest.next();
    this.imageEvent({ type: 'upload_started' });
    try {
      const url = await this.deps.api.uploadImage(file, name, ticket.signal);
      if (!ticket.isCurrent()) return;
      this.imageEvent({ type: 'upload_complete', url });
      this.imageEvent({ type: 'processing_started' });
      const { id } = this.draft;
      const version = this.version;
      if (id !== null) {
        this.autosave.cancel();
        const body = draftWriteBody({ ...this.draft, headerImage: url, useHeaderImage: true }, this.deps.settings);
        const saved = await this.deps.api.update(id, body, ticket.signal);
        if (!ticket.isCurrent()) return;
        runInAction(() => (this.campaign = saved));
      }
      this.imageRequest.finish(ticket);
      this.imageEvent({ type: 'processing_complete', url });
      // An autosave sent while processing did not carry the image yet: save again with it.
      if (version !== this.version && this.draft.id !== null) this.autosave.schedule(() => void this.save());
    } catch (error) {
      if (!ticket.isCurrent()) return;
      const reason = draftGone(error);
      if (reason) this.markGone(reason);
      this.imageEvent({ type: 'error', message: errorMessage(error) });
    }
  }

  /** Takes the image off the draft (reset: the image clears, P4-023). */
  removeHeaderImage(): void {
    this.imageRequest.abort();
    this.imageEvent({ type: 'reset' });
  }

  /** Sending was tried: every empty field is said. */
  markAttempted(): void {
    this.attempted = true;
  }

  /** Saves now what the autosave was waiting to save (before sending); resolves once saved. */
  async flush(): Promise<void> {
    if (this.creating) await this.creating;
    if (this.autosave.isPending) {
      this.autosave.cancel();
      await this.save();
    } else if (this.saving$) await this.saving$;
  }

  /** PUT /campaigns/{id} with every field; a newer save aborts an older one (the latest wins). */
  save(): Promise<void> {
    const { id } = this.draft;
    if (id === null || this.gone) return Promise.resolve();
    const ticket = this.saveRequest.next();
    const version = this.version;
    runInAction(() => {
      this.saving = true;
      this.saveError = null;
    });
    const run = (async () => {
      try {
        const saved = await this.deps.api.update(id, draftWriteBody(this.draft, this.deps.settings), ticket.signal);
        if (!ticket.isCurrent()) return;
        this.saveRequest.finish(ticket);
        runInAction(() => {
          this.campaign = saved;
          this.saving = false;
          if (version === this.version) this.draft = { ...this.draft, status: saved.status };
        });
      } catch (error) {
        if (!ticket.isCurrent()) return;
        this.saveRequest.finish(ticket);
        const reason = draftGone(error);
        runInAction(() => {
          this.saving = false;
          if (reason) this.markGone(reason);
          else this.saveError = errorMessage(error);
        });
      }
    })();
    this.saving$ = run;
    return run;
  }

  dispose(): void {
    this.autosave.cancel();
    this.saveRequest.abort();
    this.templatesRequest.abort();
    this.sitesRequest.abort();
    this.imageRequest.abort();
    this.sourcesAbort.abort();
  }

  private edit(patch: Partial<CampaignDraft>, ...fields: string[]): void {
    if (this.gone) return;
    this.draft = { ...this.draft, ...patch };
    this.version += 1;
    if (fields.length) this.touched = new Set([...this.touched, ...fields]);
    if (this.draft.id !== null) this.autosave.schedule(() => void this.save());
  }

  private imageEvent(event: HeaderImageEvent): void {
    this.headerImage = headerImageStep(this.headerImage, event);
    const fields = headerImageFields(event);
    if (!fields) return;
    this.draft = { ...this.draft, ...fields };
    // Processing complete was saved with the image; a clear is saved like any edit.
    if (event.type !== 'processing_complete' && this.draft.id !== null && !this.gone)
      this.autosave.schedule(() => void this.save());
  }

  /** The draft is gone (sent, scheduled or deleted): say why and tell the listeners (P4-017, P4-018). */
  markGone(reason: DraftGone): void {
    this.autosave.cancel();
    this.gone = reason;
    this.saveError = DRAFT_GONE_MESSAGE[reason];
    this.deps.notifier?.alert(DRAFT_GONE_MESSAGE[reason]);
    for (const listener of this.goneListeners) listener(reason);
  }

  private accept(campaign: Campaign, replaceFields: boolean): void {
    this.campaign = campaign;
    if (replaceFields) this.draft = draftFromCampaign(campaign);
  }

  /** POST /campaigns with what was chosen so far; edits made meanwhile are saved after. */
  private create(): Promise<void> {
    const version = this.version;
    this.saving = true;
    this.saveError = null;
    const run = (async () => {
      try {
        const created = await this.deps.api.create(draftWriteBody(this.draft, this.deps.settings));
        runInAction(() => {
          this.campaign = created;
          this.saving = false;
          this.draft = { ...this.draft, id: created.id, accountId: created.account_id, status: created.status };
          if (version !== this.version) this.autosave.schedule(() => void this.save());
        });
      } catch (error) {
        runInAction(() => {
          this.saving = false;
          this.saveError = errorMessage(error);
        });
      } finally {
        this.creating = null;
      }
    })();
    this.creating = run;
    return run;
  }

  private loadTemplates(): Promise<void> {
    return this.templatesRequest.run(
      (signal) => this.deps.api.templates(signal),
      (templates) => runInAction(() => (this.templates = templates)),
      // Without templates the composer still works from a blank text.
      () => runInAction(() => (this.templates = [])),
    );
  }

  private readSources(): Promise<CampaignSource[]> {
    if (!this.sources$) {
      const read = this.deps.api.sources(this.sourcesAbort.signal);
      // A failed read is tried again by the next sites read.
      read.catch(() => (this.sources$ = null));
      this.sources$ = read;
    }
    return this.sources$;
  }

  private loadSites(): Promise<void> {
    const { locationId } = this.draft;
    if (locationId === null) return Promise.resolve();
    runInAction(() => (this.sitesLoaded = false));
    return this.sitesRequest.run(
      async (signal) => {
        const [urls, sources] = await Promise.all([this.deps.api.siteUrls(locationId, signal), this.readSources()]);
        return namedSites(urls, sources);
      },
      (sites) => runInAction(() => ((this.sites = sites), (this.sitesLoaded = true))),
      (message) => runInAction(() => ((this.sites = []), (this.saveError = message))),
    );
  }
}
