// The whole public surface of @locus/design-system.
export * from './theme/constants.js';
export { createLocusTheme } from './theme/createLocusTheme.js';
export type { LocusThemeExtras, LocusThemeOptions } from './theme/createLocusTheme.js';
export {
  navPaletteOf,
  PRODUCT_NAV_PALETTE,
  type LocusNavPalette,
  type WhitelabelPalette,
} from './theme/nav-palette.js';
export {
  MIN_TEXT_CONTRAST,
  navContrastWarnings,
  whitelabelContrastWarnings,
  type NavContrastWarning,
} from './theme/nav-contrast.js';
export { LocusThemeProvider, type LocusThemeProviderProps } from './theme/LocusThemeProvider.js';
export { ThemeSettingsContext, useThemeSettings, type ThemeSettings } from './theme/theme-settings.js';
export { ThemeIsland } from './theme/ThemeIsland.js';
export { useIsMobile } from './theme/useIsMobile.js';
export { isPlainLeftClick, routeClick } from './utils/link-click.js';
export { PathIcon, type PathIconProps } from './utils/PathIcon.js';

export { createToastQueue, formatToastText } from './feedback/Toast/toast-queue.js';
export type {
  ToastInput,
  ToastLevel,
  ToastPhase,
  ToastQueue,
  ToastQueueOptions,
  ToastView,
} from './feedback/Toast/toast-queue.js';
export { ToastHost, type ToastHostProps } from './feedback/Toast/ToastHost.js';

export { Flyout, type FlyoutProps } from './layout/Flyout/Flyout.js';
export { flyoutWidth } from './layout/Flyout/flyout-width.js';
export { PageHeader, type BackLinkModel, type PageHeaderProps } from './layout/PageHeader/PageHeader.js';
export { SettingsSection, type SettingsSectionProps } from './layout/SettingsSection/SettingsSection.js';
export { AppFrame, type AppFrameProps } from './layout/AppFrame/AppFrame.js';

export {
  nextSort,
  nextSortOrder,
  sortQuery,
  type SortOrder,
  type SortState,
} from './data/SortableColumnHeader/sort-cycle.js';
export {
  SortableColumnHeader,
  type SortableColumnHeaderProps,
} from './data/SortableColumnHeader/SortableColumnHeader.js';
export {
  deselectAll,
  deselectRow,
  emptySelection,
  headerCheckboxState,
  headerState,
  registerRows,
  selectAll,
  selectedCount,
  selectRow,
  selectTrueBulk,
  toggleRow,
  type HeaderCheckboxState,
  type SelectionState,
} from './data/BulkSelection/selection-model.js';
export { BulkSelection, type BulkSelectionProps } from './data/BulkSelection/BulkSelection.js';
export { PrevNextPager, type PrevNextPagerProps } from './data/PrevNextPager/PrevNextPager.js';
export { DataTable, type DataTableColumn, type DataTableProps } from './data/DataTable/DataTable.js';
export { DataTablePager, type DataTablePageLinks, type DataTablePaging } from './data/DataTable/DataTablePager.js';
export { selectionColumn, type SelectionColumnOptions } from './data/DataTable/selection-column.js';

export { SearchBox, type SearchBoxProps } from './inputs/SearchBox/SearchBox.js';
export { TextInput, type TextInputProps } from './inputs/TextInput/TextInput.js';
export { LightButton, type LightButtonProps } from './inputs/LightButton/LightButton.js';
export { LightIconButton, type LightIconButtonProps } from './inputs/LightIconButton/LightIconButton.js';
export { Notice, type NoticeProps, type NoticeSeverity } from './feedback/Notice/Notice.js';
export { ExportStatus, type ExportStatusProps } from './feedback/ExportStatus/ExportStatus.js';
export {
  FormColumn,
  PlainLink,
  PublicFrame,
  SpreadRow,
  type PublicFrameProps,
} from './layout/PublicFrame/PublicFrame.js';
export { characterCount } from './inputs/TextAreaWithLimit/character-count.js';
export {
  TextAreaWithLimit,
  type TextAreaWithLimitProps,
} from './inputs/TextAreaWithLimit/TextAreaWithLimit.js';
export { prefixMatch, type NamedOption } from './inputs/Typeahead/prefix-match.js';
export { Typeahead, type TypeaheadProps } from './inputs/Typeahead/Typeahead.js';
export { isNearBottom, type ScrollBox } from './inputs/InfiniteDropdown/near-bottom.js';
export {
  DROPDOWN_ERROR_TEXT,
  InfiniteDropdown,
  type DropdownOption,
  type InfiniteDropdownProps,
} from './inputs/InfiniteDropdown/InfiniteDropdown.js';
export { normalizePageNumber } from './inputs/PageNumberInput/page-number.js';
export { PageNumberInput, type PageNumberInputProps } from './inputs/PageNumberInput/PageNumberInput.js';
export { addItem } from './inputs/ItemListBuilder/item-list.js';
export { ItemListBuilder, type ItemListBuilderProps } from './inputs/ItemListBuilder/ItemListBuilder.js';

export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog/ConfirmDialog.js';
export {
  TrialExportDialog,
  type TrialExportBlockView,
  type TrialExportDialogProps,
} from './dialogs/TrialExportDialog/TrialExportDialog.js';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './dialogs/UnsavedChangesDialog/UnsavedChangesDialog.js';

export { EmptyState, type EmptyStateProps } from './states/EmptyState/EmptyState.js';
export { ErrorState, type ErrorStateProps } from './states/ErrorState/ErrorState.js';
export { LoadingBar, type LoadingBarProps } from './states/LoadingBar/LoadingBar.js';
export { ListSkeleton, type ListSkeletonProps } from './states/Skeletons/ListSkeleton.js';
export {
  CardSkeleton,
  TableSkeleton,
  type CardSkeletonProps,
  type TableSkeletonProps,
} from './states/Skeletons/Skeletons.js';

// reviews (the /reviews list on static stylesheets)
export { REVIEW_ROW_MIN_HEIGHT, type ReviewRowView } from './reviews/review-row-view.js';
export { StarRating, type StarRatingProps } from './reviews/StarRating.js';
export { ReviewRow, type ReviewRowProps } from './reviews/ReviewRow.js';
export { ReviewList, type ReviewListProps, type ReviewListStatus } from './reviews/ReviewList.js';
// answering reviews (issue 22): plain-props views the app feeds from libs/reviews' stores
export type {
  CounterView,
  HealthcareWarningView,
  ResponseChipStatus,
  ResponseComposerState,
  ResponseView,
  TemplateOption,
} from './reviews/response-views.js';
export { ResponseCard, type ResponseCardProps } from './reviews/ResponseCard.js';
export { ResponseComposer, type ResponseComposerProps } from './reviews/ResponseComposer.js';
export { ReviewStatusSelect, type ReviewStatusSelectProps, type ReviewWorkflowStatus } from './reviews/ReviewStatusSelect.js';
export { ReviewTagEditor, type ReviewTagEditorProps } from './reviews/ReviewTagEditor.js';
export {
  ReviewHistoryTimeline,
  type HistoryEntryKind,
  type HistoryEntryView,
  type ReviewHistoryTimelineProps,
} from './reviews/ReviewHistoryTimeline.js';
export {
  ResponseTemplateManager,
  type ResponseTemplateManagerProps,
  type TemplateRowView,
} from './reviews/ResponseTemplateManager.js';
export type { TemplateEditorView } from './reviews/TemplateEditorForm.js';
export {
  ReviewAlertsForm,
  type ReviewAlertGroup,
  type ReviewAlertRatingsChoice,
  type ReviewAlertsFormProps,
} from './reviews/ReviewAlertsForm.js';
export { ResponseTemplatesDialog, type ResponseTemplatesDialogProps } from './reviews/ResponseTemplatesDialog.js';
export { ReviewDetailCard, type ReviewDetailCardProps, type ReviewDetailCardView } from './reviews/ReviewDetailCard.js';

export type { NavIconKey, NavItemModel, NavUserModel } from './navigation/SideMenu/nav-model.js';
export { SideMenu, type SideMenuProps } from './navigation/SideMenu/SideMenu.js';
export { ProductLogo } from './navigation/SideMenu/ProductLogo.js';
export { MenuPlaceholder, type MenuPlaceholderProps } from './navigation/SideMenu/MenuPlaceholder.js';

export {
  FILTER_BAR_KEYS,
  type CustomRangeErrorsView,
  type CustomRangeInput,
  type CustomRangeVerdict,
  type DateChoice,
  type DateFilterModel,
  type FilterBarKey,
  type FilterId,
  type FilterOption,
  type ListFilterModel,
  type RatingChoice,
  type RatingFilterModel,
  type SavedFiltersModel,
  type SentimentFilterModel,
  type SentimentValue,
} from './filters/FilterBar/filter-bar-model.js';
export { FilterBar, type FilterBarExtra, type FilterBarProps } from './filters/FilterBar/FilterBar.js';
export { FilterBarSkeleton, type FilterBarSkeletonProps } from './filters/FilterBar/FilterBarSkeleton.js';
export { DateRangeField, type DateRangeFieldProps } from './filters/FilterBar/DateRangeField.js';
export { FilterBarSlot } from './filters/FilterBarSlot/FilterBarSlot.js';
export { ScheduleExport, type ScheduleExportProps } from './filters/ScheduledExport/ScheduleExport.js';
export {
  ScheduledExportFields,
  type RecipientOption,
  type ScheduledExportFieldsModel,
  type ScheduledExportFieldsProps,
} from './filters/ScheduledExport/ScheduledExportFields.js';
export { ScheduledExportFlyout, type ScheduledExportFlyoutProps } from './filters/ScheduledExport/ScheduledExportFlyout.js';
export {
  ScheduledExportsList,
  type ScheduledExportsListColumn,
  type ScheduledExportsListProps,
  type ScheduledExportsListRow,
} from './filters/ScheduledExport/ScheduledExportsList.js';
export {
  SavedFilterNameDialog,
  type SavedFilterNameDialogModel,
  type SavedFilterNameDialogProps,
} from './filters/SavedFilterNameDialog/SavedFilterNameDialog.js';

// hours (features.md sections 4-5: day hours, special hours, bulk hours)
export type {
  DayView as HoursDayView,
  SpecialRowHandlers,
  SpecialRowView,
  TimeField,
  TimeFieldView,
  TimeOptionView,
  TimePairView,
} from './hours/hours-types.js';
export { TimeInput, type TimeInputProps } from './hours/TimeInput.js';
export { TimePairs, type TimePairsProps } from './hours/TimePairs.js';
export { HoursEditor, type HoursEditorProps } from './hours/HoursEditor.js';
export { SpecialHoursRow, type SpecialHoursRowProps } from './hours/SpecialHoursRow.js';
export { SpecialHoursSection, type SpecialHoursSectionProps } from './hours/SpecialHoursSection.js';
export {
  BulkEditHoursDialog,
  BulkHolidayHoursDialog,
  type BulkEditHoursDialogProps,
  type BulkHolidayHoursDialogProps,
} from './hours/BulkHoursDialogs.js';

// locations (features.md section 2: detail page, location modals)
export {
  LocationDetailView,
  type LocationDetailModel,
  type LocationDetailViewProps,
} from './locations/LocationDetailView.js';
export {
  AddLocationBlockedDialog,
  DeleteLocationDialogs,
  SyncDiffDialog,
  type AddLocationBlockedDialogProps,
  type DeleteLocationDialogsProps,
  type DeleteModalState,
  type SyncDialogStatus,
  type SyncDiffDialogProps,
} from './locations/LocationDialogs.js';
export {
  AddLocationButton,
  LocationsList,
  type AddLocationButtonProps,
  type LocationListRow,
  type LocationListSortField,
  type LocationsListProps,
} from './locations/LocationsList.js';
export { GroupForm, GroupsList, type GroupFormProps, type GroupsListProps } from './locations/Groups.js';
export { GroupStep, type GroupStepProps } from './locations/GroupStep.js';
export {
  LocationForm,
  type LocationFormProps,
  type LocationLookupField,
  type LocationTextField,
  type LookupFieldModel,
  type LookupOption,
} from './locations/LocationForm.js';
export { NpiField, type NpiFieldProps } from './locations/NpiField.js';
export { QuickPlaceSearch, type QuickPlaceSearchProps } from './locations/QuickPlaceSearch.js';
export {
  DirectoryOverrides,
  type DirectoryOverrideRow,
  type DirectoryOverridesProps,
} from './locations/DirectoryOverrides.js';

// widgets (Amplify: home, editor, preview, embed code)
export {
  AmplifyHome,
  type AmplifyHomeProps,
  type CreatedWidgetView,
  type ScrollPosition,
  type WidgetTypeCardView,
} from './widgets/AmplifyHome.js';
export {
  WidgetEditor,
  type NamedPick,
  type ReviewPick,
  type WidgetEditorErrors,
  type WidgetEditorProps,
  type WidgetEditorValues,
} from './widgets/WidgetEditor.js';
export { WidgetPreview, type WidgetPreviewProps } from './widgets/WidgetPreview.js';
export { EmbedSnippet, type EmbedSnippetProps } from './widgets/EmbedSnippet.js';
export { EmbedHost, type EmbedHostProps } from './widgets/EmbedHost.js';

// photos (features.md Photos: Photo Management grid, add-photos wizard, lightbox)
export type { PhotoBar, PhotoCategoryOption, PhotoTileModel } from './photos/photo-types.js';
export { PhotoGrid, type PhotoGridProps } from './photos/PhotoGrid.js';
export { SyncFlyoutCard, type SyncCardColour, type SyncFieldRow, type SyncFlyoutCardProps } from './listings/SyncFlyoutCard.js';
export { DirectoryStatusIcon, type DirectoryStatusIconProps, type DirectoryStatusTone } from './listings/DirectoryStatusIcon.js';
export {
  LISTINGS_CARDS_QUERY,
  LISTINGS_EMPTY_HREF,
  LISTINGS_INTEGRATIONS_HREF,
  ListingsPreview,
  ListingsTable,
  type ListingsDirectoryCell,
  type ListingsDirectoryColumn,
  type ListingsDirectoryWindow,
  type ListingsPageLinks,
  type ListingsPreviewProps,
  type ListingsSortField,
  type ListingsTableProps,
  type ListingsTableRow,
} from './listings/ListingsTable.js';
export { ListingsFilters, type ListingsFilterOption, type ListingsFiltersProps, type ListingsLocationsModel } from './listings/ListingsFilters.js';
export { ListingsCards, type ListingsCardsProps } from './listings/ListingsCards.js';
export { ListingsBulkBar, type ListingsBulkAction, type ListingsBulkBarProps } from './listings/ListingsBulkBar.js';
export { PhotoLightbox, type PhotoLightboxProps } from './photos/PhotoLightbox.js';
export { AddPhotosDialog, type AddPhotosDialogProps, type UploadPhaseView } from './photos/AddPhotosDialog.js';
export { BulkAddPhotosDialog, type BulkAddPhotosDialogProps } from './photos/BulkAddPhotosDialog.js';
export { BulkAddPhotosBlockedDialog, type BulkAddPhotosBlockedDialogProps } from './photos/BulkAddPhotosBlockedDialog.js';

// keywords (features.md Keywords: the keyword grid and the experience categories)
export { KeywordGrid, type KeywordGridProps, type KeywordGridRow } from './keywords/KeywordGrid.js';
export { ExperienceCategories, type ExperienceCategoriesProps, type ExperienceCategoryBlock } from './keywords/ExperienceCategories.js';
export { KeywordTrendChart, type KeywordTrendChartProps, type KeywordTrendPoint } from './keywords/KeywordTrendChart.js';
export { KeywordReviewList, type KeywordReviewItem, type KeywordReviewListProps } from './keywords/KeywordReviewList.js';
export { KeywordSummaryBar, type KeywordSummaryBarProps, type KeywordSummaryModel } from './keywords/KeywordSummaryBar.js';

// scoring (features.md Location Performance: the dashboard's figures, the report, the score dialog, the targets form)
export type { MedalKind, ScoreCellView, ScoreChangeView } from './scoring/score-view-types.js';
export { ChangeIndicator, type ChangeIndicatorProps } from './scoring/ChangeIndicator.js';
export { PerformanceOverview, type OverviewFigureView, type PerformanceOverviewProps } from './scoring/PerformanceOverview.js';
export { IndustryBenchmark, type BenchmarkFigureView, type IndustryBenchmarkProps } from './scoring/IndustryBenchmark.js';
export {
  DashboardBreakdown,
  type DashboardBreakdownKind,
  type DashboardBreakdownProps,
  type DashboardBreakdownRowView,
} from './scoring/DashboardBreakdown.js';
export { LatestReviews, type LatestReviewItemView, type LatestReviewsProps } from './scoring/LatestReviews.js';
export {
  PerformanceReport,
  type PerformanceReportProps,
  type PerformanceReportRowView,
  type PerformanceReportView,
} from './scoring/PerformanceReport.js';
export { PerformancePrintView, type PerformancePrintViewProps } from './scoring/PerformancePrintView.js';
export { PrintProgressDialog, type PrintProgressDialogProps } from './scoring/PrintProgressDialog.js';
export { PerformanceExportMenu, type PerformanceExportMenuProps, type PerformanceExportOption } from './scoring/PerformanceExportMenu.js';
export {
  ScoreDialog,
  type ScoreDialogProps,
  type ScoreDialogSubscore,
  type ScoreReasonView,
} from './scoring/ScoreDialog.js';
export {
  TargetScoreForm,
  type TargetFieldView,
  type TargetRowView,
  type TargetScoreFormProps,
} from './scoring/TargetScoreForm.js';

// Ask for Reviews: overview, history, campaign reports, do-not-contact (the trend chart is in `./requests-charts`)
export type { RequestOutcome, RequestsDayView, RequestsLoadStatus, RequestsOption } from './requests/report-view-types.js';
export {
  RequestsOverview,
  type RequestsOverviewCardView,
  type RequestsOverviewLocationView,
  type RequestsOverviewProps,
} from './requests/RequestsOverview/RequestsOverview.js';
export {
  RequestHistoryTable,
  type RequestHistoryProps,
  type RequestHistoryRowView,
} from './requests/RequestHistoryTable/RequestHistoryTable.js';
export { OutcomeChip, type OutcomeChipProps } from './requests/RequestHistoryTable/OutcomeChip.js';
export {
  CampaignReportsTable,
  type CampaignReportRowView,
  type CampaignReportSortBy,
  type CampaignReportsProps,
} from './requests/CampaignReportsTable/CampaignReportsTable.js';
export {
  DoNotContactManager,
  type DoNotContactProps,
  type DoNotContactRowView,
} from './requests/DoNotContactManager/DoNotContactManager.js';
// Ask for Reviews: the customer's landing page, ways to ask, landing-page settings
export {
  LandingPage,
  type LandingFeedbackType,
  type LandingPageProps,
  type LandingSite,
  type LandingStatus,
} from './requests/LandingPage/LandingPage.js';
// Ask for Reviews, microsurveys: the customer's public answer page (/s/{token})
export {
  PublicSurveyPage,
  type PublicSurveyPageProps,
  type PublicSurveyStatus,
  type SurveyQuestionProps,
  type SurveyQuestionType,
  type SurveyStarProps,
} from './requests/PublicSurvey/PublicSurveyPage.js';
export {
  WaysToAsk,
  type WaysToAskLocationOption,
  type WaysToAskProps,
} from './requests/WaysToAsk/WaysToAsk.js';
export {
  RequestPageSettingsForm,
  type RequestPageSettingsField,
  type RequestPageSettingsFormProps,
} from './requests/RequestPageSettingsForm/RequestPageSettingsForm.js';
// Ask for Reviews: compose and templates (the composer, recipients, send, confirmation and templates views)
export {
  RequestReviewsTabs,
  type RequestReviewsTabProps,
  type RequestReviewsTabsProps,
} from './requests/RequestReviewsTabs/RequestReviewsTabs.js';
export { CampaignComposer } from './requests/CampaignComposer/CampaignComposer.js';
export type { CampaignComposerProps, ComposerErrorField, HeaderImageState } from './requests/CampaignComposer/composer-props.js';
export { RequestPreview, type RequestPreviewProps } from './requests/CampaignComposer/RequestPreview.js';
export { RecipientsPanel } from './requests/RecipientsPanel/RecipientsPanel.js';
export type {
  RecipientField,
  RecipientRowProps,
  RecipientUploadProps,
  RecipientsPanelProps,
} from './requests/RecipientsPanel/recipients-props.js';
export { SendPanel, type SendMode, type SendPanelProps } from './requests/SendPanel/SendPanel.js';
export { CampaignConfirmation, type CampaignConfirmationProps } from './requests/SendPanel/CampaignConfirmation.js';
export { RequestTemplatesManager } from './requests/RequestTemplatesManager/RequestTemplatesManager.js';
export { RequestTemplateEditorDialog, SMS_TEMPLATE_LIMIT } from './requests/RequestTemplatesManager/RequestTemplateEditorDialog.js';
export type {
  RequestTemplateEditorProps,
  RequestTemplateRowProps,
  RequestTemplatesManagerProps,
  TemplateTypeFilter,
} from './requests/RequestTemplatesManager/templates-props.js';

// Microsurveys, the business's pages (issue 23 item 7).
export { MicrosurveysList } from './requests/MicrosurveysList/MicrosurveysList.js';
export { MicrosurveyEditor } from './requests/MicrosurveyEditor/MicrosurveyEditor.js';
export { MicrosurveySummary, type MicrosurveySummaryProps } from './requests/MicrosurveySummary/MicrosurveySummary.js';
export { MicrosurveyBars } from './requests/MicrosurveySummary/MicrosurveyBars.js';
export type {
  MicrosurveyBarView as MicrosurveyBarProps,
  MicrosurveyEditorProps,
  MicrosurveyQuestionSummaryView as MicrosurveyQuestionSummaryProps,
  MicrosurveyResponseRowView as MicrosurveyResponseRowProps,
  MicrosurveyRowView as MicrosurveyRowProps,
  MicrosurveysListProps,
  MicrosurveySummaryViewProps,
} from './requests/microsurvey-view-types.js';

// Integrations: the catalogue of /settings/integrations and /accounts/integrations (issue 29)
export type {
  IntegrationActionKind,
  IntegrationActionView,
  IntegrationCardView,
  IntegrationGroupView,
  IntegrationNoticeView,
  IntegrationsAccess,
  IntegrationState,
} from './integrations/integration-view-types.js';
export { IntegrationCard, type IntegrationCardProps } from './integrations/IntegrationCard/IntegrationCard.js';
export { DisconnectDialog, type DisconnectDialogProps } from './integrations/DisconnectDialog/DisconnectDialog.js';
export { IntegrationNotice, type IntegrationNoticeProps } from './integrations/IntegrationNotice/IntegrationNotice.js';
export {
  INTEGRATIONS_TEXTS,
  IntegrationsCatalogue,
  type IntegrationsCatalogueProps,
} from './integrations/IntegrationsCatalogue/IntegrationsCatalogue.js';
// banners (issue 29)
export type {
  ExpiryBannerView,
  IntegrationsBannerView,
  TrialBannerView,
  TrialChecklistItemView,
} from './banners/banner-view-types.js';
export { TrialBanner, type TrialBannerProps } from './banners/TrialBanner/TrialBanner.js';
export { IntegrationsBanner, type IntegrationsBannerProps } from './banners/IntegrationsBanner/IntegrationsBanner.js';
export {
  IntegrationExpiryBanner,
  type IntegrationExpiryBannerProps,
} from './banners/IntegrationExpiryBanner/IntegrationExpiryBanner.js';
export { BannerStack, type BannerStackProps } from './banners/BannerStack/BannerStack.js';
// Users (issue 29 part 3): the list, its row actions and confirmations, the invitation form.
export { UsersTable, type UsersTableProps } from './users/UsersTable.js';
export { UserRowActions, UserTypeCell, type UserRowActionsProps, type UserTypeCellProps } from './users/UserRowActions.js';
export { UserConfirmDialog, type UserConfirmDialogProps } from './users/UserConfirmDialog.js';
export { InviteUserForm, type InviteUserFormProps } from './users/InviteUserForm.js';
export type {
  UserConfirmKind,
  UserConfirmView,
  UserRowActionsView,
  UserRowHandlers,
  UserRowView as UserRowProps,
  UserStatusCode,
  UserTypeOption,
  UsersLoadStatus,
} from './users/user-view-types.js';
// Settings: the index, the user's profile, e-mail, password and toast duration, the account (issue 29).
export type { SettingsFormProps } from './settings/settings-form-props.js';
export { SettingsIndex, type SettingsIndexProps, type SettingsIndexSection } from './settings/SettingsIndex.js';
export { ProfileForm, type ProfileFormField, type ProfileFormProps } from './settings/ProfileForm.js';
export { EmailChangeForm, type EmailChangeFormProps } from './settings/EmailChangeForm.js';
export { PasswordChangeForm, type PasswordChangeFormField, type PasswordChangeFormProps } from './settings/PasswordChangeForm.js';
export { ToastDurationField, type ToastDurationFieldProps } from './settings/ToastDurationField.js';
export { AccountSettingsForm, type AccountSettingsField, type AccountSettingsFormProps } from './settings/AccountSettingsForm.js';
export { EmailConfirmation, type EmailConfirmationProps } from './settings/EmailConfirmation.js';
