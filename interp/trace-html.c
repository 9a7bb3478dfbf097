/* interp/trace-html.c — --trace-html=FILE (issue 26): the warp steps semantics/trace.c recorded,
 * the source and the lowered program, written as one self-contained HTML page that steps through
 * the run as figures 5.2-5.4 of [H §5.4.1] do: no network, no server, one file.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <string.h>
#include "interp/trace-html.h"
#include "interp/lower.h"
#include "semantics/trace.h"

/* A finding the checker wrote, as the page marks it on the steps of its source line. */
typedef struct {
  char *file, *kind, *msg;
  guint line, col;
} Finding;

struct CkTraceHtml {
  char *path;
  GPtrArray *findings;         /* Finding * */
};

static void
finding_free (gpointer p)
{
  Finding *f = p;
  g_free (f->file);
  g_free (f->kind);
  g_free (f->msg);
  g_free (f);
}

CkTraceHtml *
ck_trace_html_new (const char *path)
{
  CkTraceHtml *h = g_new0 (CkTraceHtml, 1);
  h->path = g_strdup (path);
  h->findings = g_ptr_array_new_with_free_func (finding_free);
  return h;
}

void
ck_trace_html_free (CkTraceHtml *h)
{
  if (!h)
    return;
  g_free (h->path);
  g_ptr_array_free (h->findings, TRUE);
  g_free (h);
}

void
ck_trace_html_tap (const char *text, gboolean is_summary, gpointer data)
{
  CkTraceHtml *h = data;
  if (is_summary)
    return;
  /* every "file:line:col: error|warning: message" line of the text (notes are not findings) */
  char **lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      const char *kinds[] = { ": error: ", ": warning: " };
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          const char *at = strstr (*l, kinds[k]);
          if (!at)
            continue;
          char *head = g_strndup (*l, (gsize) (at - *l));
          char *c2 = strrchr (head, ':');
          char *c1 = c2 ? g_strrstr_len (head, c2 - head, ":") : NULL;
          if (c1 && c2)
            {
              Finding *f = g_new0 (Finding, 1);
              f->file = g_strndup (head, (gsize) (c1 - head));
              f->line = (guint) g_ascii_strtoull (c1 + 1, NULL, 10);
              f->col = (guint) g_ascii_strtoull (c2 + 1, NULL, 10);
              f->kind = g_strdup (k == 0 ? "error" : "warning");
              f->msg = g_strdup (at + strlen (kinds[k]));
              g_ptr_array_add (h->findings, f);
            }
          g_free (head);
          break;
        }
    }
  g_strfreev (lines);
}

/* [s] as a JSON string literal; "</" is written "<\/" so that the data cannot close the
 * page's <script> element. */
static void
json_str (GString *out, const char *s, gssize len)
{
  g_string_append_c (out, '"');
  for (gssize i = 0; len < 0 ? s[i] != 0 : i < len; i++)
    {
      unsigned char c = (unsigned char) s[i];
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\t': g_string_append (out, "\\t"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '/':
          g_string_append (out, i > 0 && s[i - 1] == '<' ? "\\/" : "/");
          break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

/* Lanes [0, n) of [m] as a string of 0 and 1, lane 0 first. */
static void
json_mask (GString *out, CkMask m, guint32 n)
{
  g_string_append_c (out, '"');
  for (guint32 l = 0; l < n; l++)
    g_string_append_c (out, (m >> l) & 1 ? '1' : '0');
  g_string_append_c (out, '"');
}

/* The index of [file] in [files], appended when new. */
static guint
file_index (GPtrArray *files, const CkSrcFile *file)
{
  for (guint i = 0; i < files->len; i++)
    if (files->pdata[i] == file)
      return i;
  g_ptr_array_add (files, (gpointer) file);
  return files->len - 1;
}

static const char *const token_name[] = {
  [CK_TOK_SYNC] = "sync", [CK_TOK_DIVERGE] = "diverge", [CK_TOK_CALL] = "call", [CK_TOK_BREAK] = "break",
};

/* The page's data: the source files, the functions the steps ran with their statements in the
 * thesis' numbering, the steps, the findings. */
static void
write_data (CkRun *run, CkTraceHtml *h, GString *out)
{
  guint n_steps;
  guint64 dropped;
  const CkTraceStep *steps = ck_trace_recorded_steps (run, &n_steps, &dropped);
  const CkExecToken *tokens = ck_trace_recorded_tokens (run);
  const CkSimtProgram *prog = run->prog;
  GPtrArray *funcs = g_ptr_array_new (), *files = g_ptr_array_new ();
  for (guint i = 0; i < n_steps; i++)
    {
      const CkFunc *f;
      ck_trace_thesis_number (run, steps[i].pc, &f);
      if (f && !g_ptr_array_find (funcs, f, NULL))
        g_ptr_array_add (funcs, (gpointer) f);
    }
  g_string_append_printf (out, "{\"warp_size\":%u,\"dropped\":%" G_GUINT64_FORMAT ",\"funcs\":[",
                          run->model->warp_size, dropped);
  for (guint i = 0; i < funcs->len; i++)
    {
      const CkFunc *f = funcs->pdata[i];
      g_string_append_printf (out, "%s{\"name\":", i ? "," : "");
      json_str (out, f->name, -1);
      g_string_append_printf (out, ",\"entry\":%u,\"stmts\":[", f->entry);
      /* the thesis numbers of the function's statements; a branch target that is a
         lowering-only nop takes the next statement's number, as the trace does */
      guint32 *num = g_new (guint32, f->end - f->entry);
      for (guint32 pc = f->entry; pc < f->end; pc++)
        num[pc - f->entry] = ck_trace_thesis_number (run, pc, NULL);
      for (guint32 k = f->end - f->entry; k-- > 0;)
        if (!num[k])
          num[k] = k + 1 < f->end - f->entry ? num[k + 1] : 0;
      for (guint32 pc = f->entry; pc < f->end; pc++)
        {
          const CkStmt *s = &prog->stmts[pc];
          GString *text = g_string_new (NULL);
          guint32 n = ck_trace_thesis_number (run, pc, NULL);
          ck_program_format_stmt_numbered (prog, pc, num, f->entry, text);
          g_string_append_printf (out, "%s{\"pc\":%u,\"num\":%u,\"text\":", pc > f->entry ? "," : "", pc, n);
          json_str (out, text->str, (gssize) text->len);
          g_string_free (text, TRUE);
          if (s->loc.file)
            g_string_append_printf (out, ",\"file\":%u,\"line\":%u", file_index (files, s->loc.file),
                                    s->loc.line);
          g_string_append_c (out, '}');
        }
      g_free (num);
      g_string_append (out, "]}");
    }
  g_string_append (out, "],\"steps\":[");
  for (guint i = 0; i < n_steps; i++)
    {
      const CkTraceStep *st = &steps[i];
      guint32 n = MAX (run->model->warp_size, st->n_lanes);
      g_string_append_printf (out, "%s{\"b\":%u,\"w\":%u,\"pc\":%u,\"n\":%u,\"a\":", i ? ",\n" : "",
                              st->block, st->warp, st->pc, st->n_lanes);
      json_mask (out, st->active, n);
      g_string_append (out, ",\"d\":\"");
      for (guint32 l = 0; l < n; l++)
        {
          CkMask b = (CkMask) 1 << l;
          g_string_append_c (out, l >= st->n_lanes || (st->dis_exit & b) ? 'x' : (st->dis_return & b)
                             ? 'r' : (st->dis_break & b) ? 'b' : '0');
        }
      g_string_append (out, "\",\"t\":[");
      const CkFunc *sf;
      ck_trace_thesis_number (run, st->pc, &sf);   /* the step's function, once */
      for (guint32 k = st->n_tokens; k-- > 0;)
        {
          const CkExecToken *t = &tokens[st->first_token + k];
          const CkFunc *tf;
          guint32 tn = ck_trace_thesis_number (run, t->pc, &tf);
          g_string_append_printf (out, "%s[\"%s\",", k + 1 < st->n_tokens ? "," : "", token_name[t->type]);
          json_mask (out, t->mask, n);
          if (tf && tf == sf)
            g_string_append_printf (out, ",\"%u\",%u]", tn, t->pc);
          else
            g_string_append_printf (out, ",\"x\",%u]", t->pc);
        }
      g_string_append_c (out, ']');
      if (st->event)
        {
          g_string_append (out, ",\"ev\":");
          json_str (out, st->event, -1);
        }
      if (st->completed)
        g_string_append (out, ",\"done\":1");
      if (st->at_barrier)
        g_string_append (out, ",\"bar\":1");
      g_string_append_c (out, '}');
    }
  g_string_append (out, "],\"mem\":[");
  const char *const *mem;
  const guint32 *mem_at;
  guint n_mem = ck_trace_recorded_mem (run, &mem, &mem_at);
  for (guint i = 0; i < n_mem; i++)
    {
      g_string_append_printf (out, "%s[%u,", i ? ",\n" : "", mem_at[i]);
      json_str (out, mem[i], -1);
      g_string_append_c (out, ']');
    }
  g_string_append (out, "],\"findings\":[");
  for (guint i = 0; i < h->findings->len; i++)
    {
      const Finding *f = h->findings->pdata[i];
      g_string_append (out, i ? "," : "");
      g_string_append (out, "{\"file\":");
      json_str (out, f->file, -1);
      g_string_append_printf (out, ",\"line\":%u,\"col\":%u,\"kind\":\"%s\",\"msg\":", f->line, f->col, f->kind);
      json_str (out, f->msg, -1);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "],\"files\":[");
  for (guint i = 0; i < files->len; i++)
    {
      const CkSrcFile *sf = files->pdata[i];
      g_string_append (out, i ? "," : "");
      g_string_append (out, "{\"name\":");
      json_str (out, sf->name, -1);
      g_string_append (out, ",\"builtin\":");
      g_string_append (out, sf->is_builtin ? "true" : "false");
      g_string_append (out, ",\"lines\":[");
      for (guint32 line = 1;; line++)
        {
          gsize len;
          const char *t = ck_srcfile_line_text (sf, line, &len);
          if (!t)
            break;
          g_string_append (out, line > 1 ? "," : "");
          json_str (out, t, (gssize) len);
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "]}");
  g_ptr_array_free (funcs, TRUE);
  g_ptr_array_free (files, TRUE);
}

/* The viewer: plain HTML, CSS and JavaScript, no library. */
static const char page_head[] =
"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
"<title>cudak visual trace</title>\n<style>\n"
"body{font:13px/1.35 system-ui,sans-serif;margin:0;color:#222;background:#fafafa}\n"
"header{padding:6px 10px;background:#263238;color:#eceff1;display:flex;gap:14px;align-items:center;flex-wrap:wrap}\n"
"header input[type=range]{width:340px}\n"
"button{font:inherit}\n"
"main{display:grid;grid-template-columns:1fr 1fr 300px;gap:8px;padding:8px}\n"
"section{background:#fff;border:1px solid #cfd8dc;border-radius:4px;overflow:auto;max-height:340px}\n"
"section h2{font-size:12px;margin:0;padding:4px 8px;background:#eceff1;position:sticky;top:0}\n"
"pre{margin:0;font:12px/1.4 ui-monospace,monospace}\n"
".ln{display:block;padding:0 8px;white-space:pre}\n"
".ln.cur{background:#fff59d}\n.ln.bad{border-left:4px solid #e53935}\n"
".num{color:#90a4ae;display:inline-block;width:3.5em}\n"
".tok{display:inline-block;border:1px solid #78909c;border-radius:3px;padding:1px 6px;margin:2px;font:12px ui-monospace,monospace;background:#e3f2fd}\n"
".tok.sync{background:#e8f5e9}.tok.diverge{background:#fff3e0}.tok.call{background:#f3e5f5}.tok.break{background:#ffebee}\n"
"#state{padding:6px 8px;font:12px ui-monospace,monospace}\n"
"#gridwrap{margin:0 8px 8px;background:#fff;border:1px solid #cfd8dc;border-radius:4px;overflow:auto}\n"
"#legend{margin:0 8px 4px}\n#legend span{display:inline-block;width:10px;height:10px;margin:0 3px 0 10px;vertical-align:middle}\n"
"#steps{margin:0 8px 8px}\n#steps table{border-collapse:collapse;font:12px ui-monospace,monospace}\n"
"#steps td{padding:1px 6px;border-bottom:1px solid #eceff1;white-space:pre}\n"
"#steps tr.cur td{background:#fff59d}#steps tr.fold td{color:#1565c0;cursor:pointer}\n"
"#findings li{cursor:pointer}\n"
"</style></head><body>\n";

static const char page_body[] =
"<header><b>cudak</b><span id=\"title\"></span>\n"
"<button id=\"prev\" title=\"previous step (Left)\">&#9664;</button>\n"
"<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\">\n"
"<button id=\"next\" title=\"next step (Right)\">&#9654;</button>\n"
"<span>step <span id=\"cur\">0</span> of <span id=\"nsteps\">0</span></span>\n"
"<span id=\"dropped\"></span></header>\n"
"<main><section><h2>source</h2><pre id=\"src\"></pre></section>\n"
"<section><h2>lowered program (statements numbered as the thesis numbers a listing)</h2><pre id=\"prog\"></pre></section>\n"
"<section><h2>warp state after the step</h2><div id=\"state\">"
"warp <span id=\"cur-warp\"></span><br>pc <span id=\"cur-pc\"></span><br>"
"&alpha; <span id=\"cur-active\"></span><br>&delta; <span id=\"cur-disable\"></span><br>"
"<span id=\"cur-event\"></span></div>"
"<h2>token stack (top first)</h2><div id=\"stack\"></div>"
"<h2>findings</h2><ul id=\"findings\"></ul></section></main>\n"
"<section id=\"mempanel\" style=\"display:none;margin:0 8px 8px;max-height:260px\"><h2>memory programs and cache lines (--memory=fermi): "
"what happened since the previous step of any warp, then the lines before it</h2><pre id=\"mem\"></pre></section>\n"
"<div id=\"legend\">lanes &times; steps:<span style=\"background:#43a047\"></span>active"
"<span style=\"background:#cfd8dc\"></span>inactive<span style=\"background:#fb8c00\"></span>disabled: break"
"<span style=\"background:#8e24aa\"></span>return<span style=\"background:#37474f\"></span>exit"
"<span style=\"background:#1e88e5\"></span>at a barrier<span style=\"background:#e53935\"></span>a finding's line</div>\n"
"<div id=\"gridwrap\"><canvas id=\"grid\"></canvas></div>\n"
"<div id=\"steps\"><label>steps of warp <select id=\"warpsel\"></select></label><table id=\"steptable\"></table></div>\n";

static const char page_script[] =
"<script>\n(function(){\n"
"'use strict';\n"
"const D=JSON.parse(document.getElementById('cudak-data').textContent);\n"
"const S=D.steps, N=S.length;\n"
"const byPc=new Map();\n"
"D.funcs.forEach(f=>f.stmts.forEach(s=>{s.func=f;byPc.set(s.pc,s);}));\n"
"const bad=new Set(D.findings.map(f=>f.line));\n"
"const $=id=>document.getElementById(id);\n"
"$('nsteps').textContent=N; $('slider').max=Math.max(N-1,0);\n"
"if(D.dropped>0)$('dropped').textContent='('+D.dropped+' later steps not kept)';\n"
"const mainFile=D.files.findIndex(f=>!f.builtin);\n"
"$('title').textContent=mainFile>=0?D.files[mainFile].name:'';\n"
"function esc(t){return t.replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));}\n"
/* source pane: the main file's lines */
"let srcFile=mainFile;\n"
"function drawSrc(){const f=D.files[srcFile];if(!f)return;$('src').innerHTML=f.lines.map((t,i)=>"
"'<span class=\"ln'+(bad.has(i+1)?' bad':'')+'\" id=\"src-'+(i+1)+'\"><span class=\"num\">'+(i+1)+'</span>'+esc(t)+'</span>').join('');}\n"
/* program pane: every function the steps ran, thesis numbering, labels */
"function drawProg(){let h='';D.funcs.forEach(f=>{h+='<span class=\"ln\"><b>'+esc(f.name)+'</b></span>';let prev=0;"
"f.stmts.forEach(s=>{if(s.num&&s.num===prev+2)h+='<span class=\"ln\"><span class=\"num\">'+(prev+1)+'</span>L'+s.num+':</span>';"
"h+='<span class=\"ln\" id=\"pc-'+s.pc+'\"><span class=\"num\">'+(s.num||'-')+'</span>'+esc(s.text)+'</span>';if(s.num)prev=s.num;});});$('prog').innerHTML=h;}\n"
/* the lanes of the grid: every (block, warp, lane) the steps name */
"const rows=[],rowOf=new Map();\n"
"S.forEach(s=>{const k=s.b+'/'+s.w;if(!rowOf.has(k)){rowOf.set(k,-1);}});\n"
"[...rowOf.keys()].sort((x,y)=>{const a=x.split('/').map(Number),b=y.split('/').map(Number);return a[0]-b[0]||a[1]-b[1];})"
".forEach(k=>{rowOf.set(k,rows.length);const s=S.find(t=>t.b+'/'+t.w===k);for(let l=0;l<s.a.length;l++)rows.push(k+'/'+l);});\n"
"const CW=N>4000?2:N>1000?4:8, RH=rows.length>128?3:rows.length>32?5:10;\n"
"const cv=$('grid');cv.width=Math.max(N*CW,10);cv.height=Math.max(rows.length*RH,10);\n"
"const COL={active:'#43a047',inactive:'#cfd8dc',b:'#fb8c00',r:'#8e24aa',x:'#37474f',bar:'#1e88e5'};\n"
"function laneColor(s,l){const d=s.d[l];if(d!=='0')return COL[d];if(s.a[l]==='1')return s.bar?COL.bar:COL.active;return COL.inactive;}\n"
"function drawGrid(){const g=cv.getContext('2d');g.fillStyle='#fff';g.fillRect(0,0,cv.width,cv.height);"
"const last=new Map();for(let i=0;i<N;i++){const s=S[i],k=s.b+'/'+s.w,r0=rowOf.get(k);last.set(k,s);"
"for(const [kk,ss] of last){const r=rowOf.get(kk);g.globalAlpha=kk===k?1:0.35;for(let l=0;l<ss.a.length;l++){g.fillStyle=laneColor(ss,l);g.fillRect(i*CW,(r+l)*RH,CW-(CW>2?1:0),RH-(RH>3?1:0));}}"
"g.globalAlpha=1;const st=byPc.get(s.pc);if(st&&bad.has(st.line)){g.fillStyle='#e53935';g.fillRect(i*CW,r0*RH,CW,2);}}}\n"
"function drawCursor(i){drawGrid();const g=cv.getContext('2d');g.strokeStyle='#000';g.lineWidth=1;g.strokeRect(i*CW+0.5,0.5,CW,cv.height-1);}\n"
/* steps list of one warp, loops folded: a backward bra ends an iteration */
"const warps=[...rowOf.keys()];warps.forEach(k=>{const o=document.createElement('option');const [b,w]=k.split('/');o.value=k;o.textContent='b'+b+' w'+w;$('warpsel').appendChild(o);});\n"
"const open=new Set();\n"
"function stepRow(i){const s=S[i],st=byPc.get(s.pc);return '<tr id=\"row-'+i+'\"><td>'+i+'</td><td>'+(st&&st.num?st.num:'-')+'</td><td>'+s.a+'</td><td>'+s.d+'</td><td>'+esc(st?st.text:'')+'</td><td>'+esc(s.ev||'')+(s.done?' completed':'')+'</td></tr>';}\n"
"function drawSteps(){const k=$('warpsel').value;const idx=[];for(let i=0;i<N;i++)if(S[i].b+'/'+S[i].w===k)idx.push(i);"
"const iters=[];let curIt=[];idx.forEach(i=>{curIt.push(i);const st=byPc.get(S[i].pc);const nx=idx[idx.indexOf(i)+1];"
"if(st&&/^(@\\S+ )?bra /.test(st.text)&&nx!==undefined&&S[nx].pc<=S[i].pc){iters.push(curIt);curIt=[];}});if(curIt.length)iters.push(curIt);"
"let h='<tr><td>step</td><td>pc</td><td>&alpha;</td><td>&delta;</td><td>statement</td><td>event</td></tr>';let j=0;"
"while(j<iters.length){let e=j+1;const key=iters[j].map(i=>S[i].pc).join(',');while(e<iters.length&&iters[e].map(i=>S[i].pc).join(',')===key)e++;"
"const n=e-j;if(n>2&&!open.has(iters[j][0])){const hd=byPc.get(S[iters[j][0]].pc);h+='<tr class=\"fold\" data-first=\"'+iters[j][0]+'\"><td colspan=\"6\">&#9656; loop from statement '+(hd&&hd.num?hd.num:'-')+' &times; '+n+' iterations (steps '+iters[j][0]+'-'+iters[e-1][iters[e-1].length-1]+')</td></tr>';}"
"else{for(let q=j;q<e;q++)iters[q].forEach(i=>{h+=stepRow(i);});}j=e;}"
"$('steptable').innerHTML=h;document.querySelectorAll('tr.fold').forEach(tr=>tr.onclick=()=>{open.add(+tr.dataset.first);drawSteps();show(cur);});}\n"
"function drawFindings(){$('findings').innerHTML=D.findings.map((f,i)=>'<li data-line=\"'+f.line+'\">'+esc(f.file)+':'+f.line+': '+f.kind+': '+esc(f.msg)+'</li>').join('')||'<li>none</li>';"
"document.querySelectorAll('#findings li[data-line]').forEach(li=>li.onclick=()=>{const l=+li.dataset.line;const i=S.findIndex(s=>{const st=byPc.get(s.pc);return st&&st.line===l;});if(i>=0)show(i);});}\n"
"let cur=0;\n"
"function show(i){if(N===0)return;i=Math.max(0,Math.min(N-1,i));cur=i;const s=S[i],st=byPc.get(s.pc);"
"$('slider').value=i;$('cur').textContent=i;$('cur-warp').textContent='b'+s.b+' w'+s.w;"
"$('cur-pc').textContent=(st&&st.num?st.num:'-')+(st?'  '+st.text:'');$('cur-active').textContent=s.a;$('cur-disable').textContent=s.d;"
"$('cur-event').textContent=(s.ev||'')+(s.done?(s.ev?', ':'')+'warp completed':'')+(s.bar?' (waits at the barrier)':'');"
"$('stack').innerHTML=s.t.length?s.t.map(t=>'<span class=\"tok '+t[0]+'\">('+t[0]+', '+t[1]+', '+t[2]+')</span>').join('<br>'):'<span class=\"tok\">&epsilon;</span>';"
"document.querySelectorAll('.ln.cur,#steps tr.cur').forEach(e=>e.classList.remove('cur'));"
"if(st&&st.file!==undefined){if(st.file!==srcFile){srcFile=st.file;drawSrc();}const e=$('src-'+st.line);if(e){e.classList.add('cur');e.scrollIntoView({block:'nearest'});}}"
"const p=$('pc-'+s.pc);if(p){p.classList.add('cur');p.scrollIntoView({block:'nearest'});}"
"const k=s.b+'/'+s.w;if($('warpsel').value!==k){$('warpsel').value=k;drawSteps();}const r=$('row-'+i);if(r)r.classList.add('cur');"
"drawCursor(i);drawMem(i);if(location.hash!=='#step='+i)history.replaceState(null,'','#step='+i);}\n"
"$('slider').oninput=e=>show(+e.target.value);$('prev').onclick=()=>show(cur-1);$('next').onclick=()=>show(cur+1);\n"
"$('warpsel').onchange=()=>{drawSteps();const k=$('warpsel').value;const i=S.findIndex(s=>s.b+'/'+s.w===k);if(i>=0)show(i);};\n"
"cv.onclick=e=>show(Math.floor(e.offsetX/CW));\n"
"document.addEventListener('keydown',e=>{if(e.key==='ArrowRight')show(cur+1);else if(e.key==='ArrowLeft')show(cur-1);"
"else if(e.key==='Home')show(0);else if(e.key==='End')show(N-1);else return;e.preventDefault();});\n"
"function drawMem(i){if(!D.mem.length)return;$('mempanel').style.display='block';"
"let hi=0;while(hi<D.mem.length&&D.mem[hi][0]<=i+1)hi++;let lo=hi;while(lo>0&&D.mem[lo-1][0]===i+1)lo--;const from=Math.max(0,lo-30);"
"$('mem').innerHTML=D.mem.slice(from,hi).map((m,k)=>'<span class=\"ln'+(from+k>=lo?' cur':'')+'\">'+esc(m[1])+'</span>').join('');"
"const c=document.querySelector('#mem .cur');if(c)c.scrollIntoView({block:'nearest'});}\n"
"drawSrc();drawProg();drawFindings();drawSteps();\n"
"const m=/#step=(\\d+)/.exec(location.hash);show(m?+m[1]:0);\n"
"document.body.dataset.ready='1';\n"
"})();\n</script>\n</body></html>\n";

gboolean
ck_trace_html_write (CkTraceHtml *h, CkRun *run, GError **error)
{
  GString *out = g_string_new (page_head);
  g_string_append (out, page_body);
  g_string_append (out, "<script type=\"application/json\" id=\"cudak-data\">");
  write_data (run, h, out);
  g_string_append (out, "</script>\n");
  g_string_append (out, page_script);
  gboolean ok = g_file_set_contents (h->path, out->str, (gssize) out->len, error);
  g_string_free (out, TRUE);
  return ok;
}
