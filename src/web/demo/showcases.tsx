import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Pagination from 'react-bootstrap/Pagination';
import Popover from 'react-bootstrap/Popover';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import Toast from 'react-bootstrap/Toast';
import Tooltip from 'react-bootstrap/Tooltip';
import { BarChart3, FileText, Users } from 'lucide-react';
import type { ComponentName } from './paths';
import { ScrollTable } from './ScrollTable';
import { Progress } from './Progress';
import type { DemoExample, DemoPageDef } from './types';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;
/** "a primary", "an info". */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

const STEPS = ['Describe the idea', 'Pay for the order', 'Landing page generated', 'Visitors arrive'];

function ModalDemo() {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button onClick={() => setShow(true)}>Open modal</Button>
      <Modal show={show} onHide={() => setShow(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            A modal dialog
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>Modals keep focus inside until closed by the button, Escape or a click outside.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setShow(false)}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

/** docs/product.md#screens: toasts are dismissible and coloured; visibility starts true and becomes false on close. */
function ToastDemo({ bg }: { bg: (typeof VARIANTS)[number] }) {
  const [show, setShow] = useState(true);
  if (!show) {
    return (
      <Button size="sm" variant="outline-secondary" className="mb-2" onClick={() => setShow(true)}>
        Show {bg} toast again
      </Button>
    );
  }
  const light = bg === 'warning' || bg === 'info';
  return (
    <Toast bg={bg} onClose={() => setShow(false)} className="mb-2">
      <Toast.Header closeLabel={`Close ${bg} toast`}>
        <strong className="me-auto">Ideaproof</strong>
        <small>just now</small>
      </Toast.Header>
      <Toast.Body className={light ? 'text-dark' : 'text-white'}>
        {article(bg)} {bg} toast. Close it with the ×.
      </Toast.Body>
    </Toast>
  );
}

const TAB_ITEMS = [
  { key: 'visits', title: 'Visits', icon: BarChart3, text: 'Daily visits, countries and cities.' },
  { key: 'leads', title: 'Leads', icon: Users, text: 'Contact-form submissions from visitors.' },
  { key: 'page', title: 'Landing page', icon: FileText, text: 'The generated page for the idea.' },
];

const ex = (title: string, render: DemoExample['render']): DemoExample => ({ title, render });

const SHOWCASES: Record<ComponentName, { title: string; lead: string; examples: DemoExample[] }> = {
  accordions: {
    title: 'Accordions',
    lead: 'Collapsible sections; one open at a time, or several with always-open.',
    examples: [
      ex('Default', () => (
        <Accordion defaultActiveKey="0">
          {['What is validated?', 'How long does it take?', 'What do I get?'].map((q, i) => (
            <Accordion.Item eventKey={String(i)} key={q}>
              <Accordion.Header as="h3">{q}</Accordion.Header>
              <Accordion.Body>Accordion body number {i + 1}.</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )),
      ex('Always open', () => (
        <Accordion alwaysOpen defaultActiveKey={['0', '1']}>
          {['First', 'Second'].map((q, i) => (
            <Accordion.Item eventKey={String(i)} key={q}>
              <Accordion.Header as="h3">{q} section</Accordion.Header>
              <Accordion.Body>Both sections can be open at once.</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )),
    ],
  },
  alerts: {
    title: 'Alerts',
    lead: 'Contextual messages, optionally dismissible.',
    examples: [
      ex('Colours', () =>
        VARIANTS.map((v) => (
          <Alert key={v} variant={v}>
            {article(v)} {v} alert.
          </Alert>
        )),
      ),
      ex('Dismissible', () => <DismissibleAlert />),
    ],
  },
  badges: {
    title: 'Badges',
    lead: 'Small labels; the order statuses use them.',
    examples: [
      ex('Colours', () => (
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.map((v) => (
            <Badge key={v} bg={v} text={v === 'warning' || v === 'info' ? 'dark' : undefined}>
              {v}
            </Badge>
          ))}
        </div>
      )),
      ex('Pills', () => (
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.map((v) => (
            <Badge key={v} pill bg={v} text={v === 'warning' || v === 'info' ? 'dark' : undefined}>
              {v}
            </Badge>
          ))}
        </div>
      )),
    ],
  },
  breadcrumbs: {
    title: 'Breadcrumbs',
    lead: 'Where a page sits in the hierarchy.',
    examples: [
      ex('Default', () => (
        <Breadcrumb>
          <Breadcrumb.Item href="#">Home</Breadcrumb.Item>
          <Breadcrumb.Item href="#">Library</Breadcrumb.Item>
          <Breadcrumb.Item active>Data</Breadcrumb.Item>
        </Breadcrumb>
      )),
    ],
  },
  buttons: {
    title: 'Buttons',
    lead: 'Solid, outline and sized buttons.',
    examples: [
      ex('Solid', () => (
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.map((v) => (
            <Button key={v} variant={v}>
              {v}
            </Button>
          ))}
        </div>
      )),
      ex('Outline', () => (
        <div className="d-flex flex-wrap gap-2">
          {/* Yellow and cyan outlines on white are below WCAG contrast, so they are left out. */}
          {VARIANTS.filter((v) => v !== 'warning' && v !== 'info').map((v) => (
            <Button key={v} variant={`outline-${v}`}>
              {v}
            </Button>
          ))}
        </div>
      )),
      ex('Sizes and states', () => (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button size="lg">Large</Button>
          <Button>Default</Button>
          <Button size="sm">Small</Button>
          <Button disabled>Disabled</Button>
        </div>
      )),
    ],
  },
  forms: {
    title: 'Forms',
    lead: 'Inputs with labels, help text and validation states.',
    examples: [
      ex('Inputs', () => (
        <Form className="row g-3" onSubmit={(e) => e.preventDefault()}>
          <Form.Group className="col-md-6" controlId="demo-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" placeholder="name@example.com" />
            <Form.Text>We never share your email.</Form.Text>
          </Form.Group>
          <Form.Group className="col-md-6" controlId="demo-select">
            <Form.Label>State</Form.Label>
            <Form.Select defaultValue="CA">
              {['CA', 'TX', 'NY', 'FL', 'IL'].map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-12" controlId="demo-text">
            <Form.Label>Message</Form.Label>
            <Form.Control as="textarea" rows={3} />
          </Form.Group>
          <Form.Group className="col-md-6" controlId="demo-invalid">
            <Form.Label>Invalid field</Form.Label>
            <Form.Control isInvalid defaultValue="" />
            <Form.Control.Feedback type="invalid">Please enter your name</Form.Control.Feedback>
          </Form.Group>
          <div className="col-md-6 d-flex flex-column justify-content-end gap-2">
            <Form.Check id="demo-check" label="A checkbox" defaultChecked />
            <Form.Check id="demo-switch" type="switch" label="A switch" />
          </div>
        </Form>
      )),
    ],
  },
  modals: {
    title: 'Modals',
    lead: 'Dialogs on top of the page.',
    examples: [ex('Centred modal', () => <ModalDemo />)],
  },
  navs: {
    title: 'Navs',
    lead: 'Tab, pill and underline navigation.',
    examples: (['tabs', 'pills', 'underline'] as const).map((variant) =>
      ex(`${variant} style`, () => (
        <Nav variant={variant} defaultActiveKey="one" aria-label={`${variant} navigation demo`}>
          {['one', 'two', 'three'].map((k) => (
            <Nav.Item key={k}>
              <Nav.Link eventKey={k} href={`#${k}`}>
                Link {k}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )),
    ),
  },
  navbars: {
    title: 'Navbars',
    lead: 'Responsive header bars.',
    examples: (['light', 'dark'] as const).map((theme) =>
      ex(`${theme} navbar`, () => (
        <Navbar bg={theme} data-bs-theme={theme} expand="md" className="rounded px-3">
          <Navbar.Brand href="#">Brand</Navbar.Brand>
          <Navbar.Toggle aria-controls={`demo-nav-${theme}`} />
          <Navbar.Collapse id={`demo-nav-${theme}`}>
            <Nav className="me-auto" aria-label={`${theme} navbar links`}>
              <Nav.Link href="#">Home</Nav.Link>
              <Nav.Link href="#">Features</Nav.Link>
              <Nav.Link href="#">Pricing</Nav.Link>
            </Nav>
          </Navbar.Collapse>
        </Navbar>
      )),
    ),
  },
  pagination: {
    title: 'Pagination',
    lead: 'Previous, numbered pages and next.',
    examples: [
      ex('Default', () => <PaginationDemo />),
      ex('Small', () => (
        <Pagination size="sm" aria-label="Small pagination demo">
          {[1, 2, 3].map((n) => (
            <Pagination.Item key={n} active={n === 1}>
              {n}
            </Pagination.Item>
          ))}
        </Pagination>
      )),
    ],
  },
  popovers: {
    title: 'Popovers',
    lead: 'Click a button to show a popover on each side.',
    examples: [
      ex('Placements', () => (
        <div className="d-flex flex-wrap gap-2">
          {PLACEMENTS.map((p) => (
            <OverlayTrigger
              key={p}
              trigger="click"
              rootClose
              placement={p}
              overlay={
                <Popover id={`popover-${p}`}>
                  <Popover.Header as="h3">Popover {p}</Popover.Header>
                  <Popover.Body>Extra detail shown on the {p}.</Popover.Body>
                </Popover>
              }
            >
              <Button variant="outline-primary">Popover on {p}</Button>
            </OverlayTrigger>
          ))}
        </div>
      )),
    ],
  },
  progress: {
    title: 'Progress',
    lead: 'Progress bars with labels, colours and stripes.',
    examples: [
      ex('Steps of an order', () => (
        <div className="d-flex flex-column gap-3">
          {STEPS.map((s, i) => (
            <div key={s}>
              <div className="small mb-1">{s}</div>
              <Progress now={(i + 1) * 25} showValue label={s} />
            </div>
          ))}
        </div>
      )),
      ex('Colours and stripes', () => (
        <div className="d-flex flex-column gap-2">
          {(['success', 'info', 'warning', 'danger'] as const).map((v, i) => (
            <Progress key={v} variant={v} striped={i % 2 === 1} now={40 + i * 15} label={`${v} progress`} />
          ))}
        </div>
      )),
    ],
  },
  tables: {
    title: 'Tables',
    lead: 'Striped, bordered and hover tables.',
    examples: (['striped', 'bordered', 'hover'] as const).map((style) =>
      ex(`${style} table`, () => (
        <ScrollTable
          label={`${style} table demo`}
          striped={style === 'striped'}
          bordered={style === 'bordered'}
          hover={style === 'hover'}
        >
          <caption className="visually-hidden">{style} table demo</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Column A</th>
              <th scope="col">Column B</th>
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3].map((n) => (
              <tr key={n}>
                <td>{n}</td>
                <td>Cell {n}A</td>
                <td>Cell {n}B</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )),
    ),
  },
  tabs: {
    title: 'Tabs',
    lead: 'Pill, icon and classic tab variants.',
    examples: [
      ex('Pill tabs', () => (
        <Tab.Container defaultActiveKey="visits">
          <Nav variant="pills" className="mb-3" aria-label="Pill tabs">
            {TAB_ITEMS.map((t) => (
              <Nav.Item key={t.key}>
                <Nav.Link eventKey={t.key}>{t.title}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Tab.Content>
            {TAB_ITEMS.map((t) => (
              <Tab.Pane key={t.key} eventKey={t.key}>
                {t.text}
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Tab.Container>
      )),
      ex('Icon tabs', () => (
        <Tab.Container defaultActiveKey="visits">
          <Nav variant="pills" className="mb-3 flex-column flex-sm-row" aria-label="Icon tabs">
            {TAB_ITEMS.map(({ key, title, icon: Icon }) => (
              <Nav.Item key={key}>
                <Nav.Link eventKey={key} className="d-flex align-items-center gap-2">
                  <Icon size={16} aria-hidden="true" /> {title}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Tab.Content>
            {TAB_ITEMS.map((t) => (
              <Tab.Pane key={t.key} eventKey={t.key}>
                {t.text}
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Tab.Container>
      )),
      ex('Classic tabs', () => (
        <Tabs defaultActiveKey="visits" id="classic-tabs" className="mb-3">
          {TAB_ITEMS.map((t) => (
            <Tab key={t.key} eventKey={t.key} title={t.title}>
              {t.text}
            </Tab>
          ))}
        </Tabs>
      )),
    ],
  },
  tooltips: {
    title: 'Tooltips',
    lead: 'Hover over or focus each button: the tooltip shows on that side.',
    examples: [
      ex('Placements (hover and focus)', () => (
        // One button a row, far apart: each tooltip has room on its side and covers no other button.
        <div className="d-flex flex-column align-items-center gap-5 py-4">
          {PLACEMENTS.map((p) => (
            <OverlayTrigger
              key={p}
              placement={p}
              trigger={['hover', 'focus']}
              overlay={<Tooltip id={`tooltip-${p}`}>Tooltip on {p}</Tooltip>}
            >
              <Button variant="secondary">Tooltip on {p}</Button>
            </OverlayTrigger>
          ))}
        </div>
      )),
    ],
  },
  toasts: {
    title: 'Toasts',
    lead: 'Dismissible, coloured notifications. Close one and it stays closed until shown again.',
    examples: [
      ex('Coloured toasts', () => (
        <div className="d-flex flex-column align-items-start">
          {(['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const).map((v) => (
            <ToastDemo key={v} bg={v} />
          ))}
        </div>
      )),
    ],
  },
};

function DismissibleAlert() {
  const [show, setShow] = useState(true);
  return show ? (
    <Alert variant="warning" dismissible onClose={() => setShow(false)} closeLabel="Dismiss alert">
      Close me with the button on the right.
    </Alert>
  ) : (
    <Button variant="outline-dark" onClick={() => setShow(true)}>
      Show the alert again
    </Button>
  );
}

function PaginationDemo() {
  const [page, setPage] = useState(2);
  return (
    <Pagination aria-label="Pagination demo">
      <Pagination.Prev disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
        Previous
      </Pagination.Prev>
      {[1, 2, 3, 4, 5].map((n) => (
        <Pagination.Item key={n} active={n === page} onClick={() => setPage(n)}>
          {n}
        </Pagination.Item>
      ))}
      <Pagination.Next disabled={page === 5} onClick={() => setPage((p) => p + 1)}>
        Next
      </Pagination.Next>
    </Pagination>
  );
}

export const COMPONENT_SHOWCASES: DemoPageDef[] = Object.entries(SHOWCASES).map(([name, def]) => ({
  path: `/components/${name}`,
  ...def,
}));
