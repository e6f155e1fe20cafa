/**
 * The stylesheets of the light components that the public pages share (issue 31), imported by
 * the /main layout so they ride in the first screens' one CSS file (the `shell` chunk's): a
 * forum or resource route then loads no stylesheet of its own (≤ 8 files, bundle-budget test).
 * The class maps are tiny; the components import the same modules.
 */
import './Card/Card.module.css';
import './Confirm/Confirm.module.css';
import './DescriptionList/DescriptionList.module.css';
import './ListShell/ListShell.module.css';
import './ArticleList/ArticleList.module.css';
import './NotFoundState/NotFoundState.module.css';
import './ReportButton/ReportButton.module.css';
import './MarkdownView/MarkdownView.module.css';
import './ContentReportButton/ContentReportButton.module.css';
import './Tabs/Tabs.module.css';
// the hot page's two-card grid (a page of its own would otherwise load one more file)
import '../pages/Hot/Hot.module.css';
