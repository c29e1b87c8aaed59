/**
 * The naive app of the side-by-side bench (docs/performance.md, "Side by side with a naive app"): what a competent
 * developer writes with the app's packages and no effort on performance. One file, one chunk; LINE's mock and
 * sign-in in an effect, as LINE's LIFF starter does; the product list in one persisted RTK slice, so a reopen shows
 * the last list at once and fetches it again behind it. Not part of the app: only `npm run bench` builds it.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/es/storage';
import axios from 'axios';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import { LiffMockPlugin, type ExtendedInit, type LiffMockApi } from '@line/liff-mock';
import type GetIDTokenModule from '@line/liff/get-id-token';
import type GetProfileModule from '@line/liff/get-profile';
import type LoginModule from '@line/liff/login';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';

// ---- types of the API (the Admin.NET envelope: { code, message, result }) ----

interface Envelope<T> {
  code: number;
  message: string | null;
  result: T;
}

interface Product {
  id: number | string;
  productname: string;
  productPrice?: number | null;
  salesunitcode: string;
}

interface Category {
  id: number | string;
  name: string;
  parentid: number | string | null;
}

interface LoginResult {
  accessToken: string;
  customer: { id: number | string; name: string };
}

// ---- i18n ----

void i18n.use(initReactI18next).init({
  lng: 'zh-TW',
  resources: {
    'zh-TW': {
      translation: {
        title: '鮮享訂購',
        add: '加入購物車',
        cart: '購物車',
        quantity: '數量',
        confirm: '確定',
        cancel: '取消',
        empty: '購物車是空的',
        loading: '載入中…',
        profile: '我的帳號',
        home: '商品總覽',
      },
    },
  },
  interpolation: { escapeValue: false },
});

// ---- store: the product list (persisted) and the cart ----

const productsSlice = createSlice({
  name: 'products',
  initialState: { items: [] as Product[] },
  reducers: {
    productsLoaded: (state, action: PayloadAction<Product[]>) => {
      state.items = action.payload;
    },
  },
});

const cartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [] as { product: Product; quantity: number }[] },
  reducers: {
    added: (state, action: PayloadAction<{ product: Product; quantity: number }>) => {
      state.lines.push(action.payload);
    },
  },
});

const { productsLoaded } = productsSlice.actions;
const { added } = cartSlice.actions;

const store = configureStore({
  reducer: combineReducers({
    products: persistReducer({ key: 'products', storage }, productsSlice.reducer),
    cart: cartSlice.reducer,
  }),
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }),
});
const persistor = persistStore(store);

type RootState = ReturnType<typeof store.getState>;
const useAppDispatch = useDispatch.withTypes<typeof store.dispatch>();
const useAppSelector = useSelector.withTypes<RootState>();

// ---- LINE (its mock, as the app's budget build) and the API ----

interface MockedLiff {
  init: ExtendedInit;
  $mock: LiffMockApi;
  login: ReturnType<LoginModule['install']>;
  getProfile: ReturnType<GetProfileModule['install']>;
  getIDToken: ReturnType<GetIDTokenModule['install']>;
}

async function signIn(): Promise<LoginResult> {
  liff
    .use(new IsInClientModule())
    .use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
  const line = liff as unknown as MockedLiff;
  await line.init({ liffId: import.meta.env.VITE_LIFF_ID || 'naive-liff-id', mock: true });
  const userId = import.meta.env.VITE_LIFF_MOCK_USER_ID ?? '';
  line.$mock.set((previous) => ({
    ...previous,
    isLoggedIn: true,
    getProfile: { userId, displayName: '示範採購' },
  }));
  line.login();
  const profile = await line.getProfile();
  const { data } = await axios.post<Envelope<LoginResult>>('/api/custAuth/loginLine', {
    LineId: profile.userId,
    IdToken: line.getIDToken(),
  });
  return data.result;
}

async function loadProducts(): Promise<Product[]> {
  const { accessToken, customer } = await signIn();
  const headers = { Authorization: `Bearer ${accessToken}` };
  const categories = await axios.get<Envelope<Category[]>>('/api/category/list', { headers });
  const top = categories.data.result.find((c) => c.parentid === null);
  const products = await axios.post<Envelope<Product[]>>(
    '/api/product/list',
    { customerid: customer.id, categories: top === undefined ? [] : [top.id] },
    { headers },
  );
  return products.data.result;
}

// ---- screens ----

function Header() {
  const { t } = useTranslation();
  const count = useAppSelector((s) => s.cart.lines.length);
  const [open, setOpen] = useState(false);
  const lines = useAppSelector((s) => s.cart.lines);
  return (
    <AppBar position="sticky">
      <Toolbar>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('title')} {dayjs().format('MM/DD')}
        </Typography>
        <IconButton color="inherit" aria-label={t('cart')} onClick={() => setOpen(true)}>
          <Badge badgeContent={count} color="secondary">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <List sx={{ width: 280 }}>
          {lines.length === 0 && (
            <ListItem>
              <ListItemText primary={t('empty')} />
            </ListItem>
          )}
          {lines.map((line, n) => (
            <ListItem key={n}>
              <ListItemText primary={line.product.productname} secondary={line.quantity} />
            </ListItem>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}

function Home() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const products = useAppSelector((s) => s.products.items);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('1');

  useEffect(() => {
    loadProducts()
      .then((list) => dispatch(productsLoaded(list)))
      .catch((e: unknown) => setError(String(e)));
  }, [dispatch]);

  return (
    <Container sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('home')}
      </Typography>
      {error !== null && <Typography color="error">{error}</Typography>}
      {products.length === 0 && error === null && <Typography>{t('loading')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {products.map((product) => (
          <Box component="li" key={product.id} sx={{ mb: 1 }}>
            <Card>
              <CardContent>
                <Typography variant="subtitle1">{product.productname}</Typography>
                <Typography variant="body2" color="text.secondary">
                  NT$ {product.productPrice ?? '—'} / {product.salesunitcode}
                </Typography>
              </CardContent>
              <CardActions>
                <IconButton
                  aria-label={`${t('add')} ${product.productname}`}
                  onClick={() => setAdding(product)}
                >
                  <AddShoppingCartIcon />
                </IconButton>
              </CardActions>
            </Card>
          </Box>
        ))}
      </Box>
      <Dialog open={adding !== null} onClose={() => setAdding(null)}>
        <DialogTitle>{adding?.productname}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('quantity')}
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAdding(null)}>{t('cancel')}</Button>
          <Button
            onClick={() => {
              if (adding !== null) dispatch(added({ product: adding, quantity: Number(quantity) }));
              setAdding(null);
            }}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}

function Cart() {
  const { t } = useTranslation();
  const lines = useAppSelector((s) => s.cart.lines);
  return (
    <Container sx={{ py: 2 }}>
      <Typography variant="h5" component="h1">
        {t('cart')}
      </Typography>
      <List>
        {lines.map((line, n) => (
          <ListItem key={n}>
            <ListItemText primary={line.product.productname} secondary={line.quantity} />
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to="/">
        {t('home')}
      </Button>
    </Container>
  );
}

function Profile() {
  const { t } = useTranslation();
  return (
    <Container sx={{ py: 2 }}>
      <Typography variant="h5" component="h1">
        {t('profile')}
      </Typography>
      <Typography>{dayjs().format('YYYY-MM-DD HH:mm')}</Typography>
    </Container>
  );
}

const theme = createTheme({ palette: { primary: { main: '#2e7d32' } } });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <Header />
            <Routes>
              <Route path="/" element={<Home />} />
              <Route path="/cart" element={<Cart />} />
              <Route path="/profile" element={<Profile />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
