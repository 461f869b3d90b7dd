import ContainerUICore
import Foundation

/// The rules of ``Stylesheet`` for containers, leaves and controls.
extension Stylesheet {
    static let containers: StaticString = """
    .cui-scroll{display:flex;overflow:hidden;scrollbar-width:thin;overscroll-behavior:contain}\
    .cui-scroll.cui-scv{flex-direction:column;overflow-y:auto}.cui-scroll.cui-sch{flex-direction:row;overflow-x:auto}\
    .cui-scroll.cui-scv.cui-sch{overflow:auto;flex-direction:column}\
    .cui-nosc.cui-scroll.cui-scv,.cui-nosc.cui-scroll.cui-sch,.cui-nosc.cui-list{overflow:hidden}\
    .cui-scv.cui-sch>.cui-scc{align-self:flex-start;width:max-content;min-width:100%}.cui-noind{scrollbar-width:none}\
    .cui-csize{container-type:size}.cui-cinline{container-type:inline-size}.cui-sfh{min-height:min-content}.cui-sfw{min-width:min-content}\
    .cui-snapx{scroll-snap-type:x mandatory}.cui-snapy{scroll-snap-type:y mandatory}\
    .cui-snap{scroll-snap-align:start}.cui-snapstop{scroll-snap-stop:always}.cui-sit{scroll-initial-target:nearest}.cui-sita{scroll-snap-align:var(--cui-sita)}\
    .cui-cm{padding-block:var(--cui-cmb);padding-inline:var(--cui-cmi);\
    scroll-padding-block:var(--cui-cmb);scroll-padding-inline:var(--cui-cmi)}\
    .cui-scv>.cui-sca-c{margin-block:auto}.cui-scv>.cui-sca-e{margin-block-start:auto}\
    .cui-sch:not(.cui-scv)>.cui-sca-c{margin-inline:auto}.cui-sch:not(.cui-scv)>.cui-sca-e{margin-inline-start:auto}\
    .cui-scc{flex:none}.cui-scv:not(.cui-sch)>.cui-scc,.cui-sch:not(.cui-scv)>.cui-scc{align-self:stretch}\
    .cui-scc.cui-vs>.cui-sy,.cui-scc.cui-hs>.cui-sx{flex:none}\
    .cui-list{display:flex;flex-direction:column;overflow-y:auto;background:var(--cui-gbg);\
    --cui-lsi:20px;--cui-lbi:20px;--cui-lti:35px;--cui-lsg:35px;--cui-lrad:10px;--cui-lmh:44px;\
    --cui-rit:11px;--cui-ris:16px;--cui-rib:11px;--cui-rie:16px;--cui-lsc:var(--cui-sep);\
    padding:0 var(--cui-lsi) var(--cui-lbi);box-sizing:border-box;container-type:inline-size}\
    .cui-lgrp{--cui-lsi:0px;--cui-lrad:0px}\
    .cui-list.cui-lsa{padding-block:var(--cui-sat) calc(var(--cui-lbi) + var(--cui-sab));\
    padding-inline:calc(var(--cui-lsi) + var(--cui-sal)) calc(var(--cui-lsi) + var(--cui-sar));\
    scroll-padding-block:var(--cui-sat) var(--cui-sab);scroll-padding-inline:var(--cui-sal) var(--cui-sar)}\
    .cui-linset{background:var(--cui-bg);--cui-lti:0px;--cui-lsg:20px}\
    .cui-lplain{background:var(--cui-bg);--cui-lsi:0px;--cui-lbi:0px;--cui-lti:0px;--cui-lsg:0px;--cui-lrad:0px}\
    .cui-list.cui-lnobg{background:none}\
    .cui-lsec{display:flex;flex-direction:column;margin-top:var(--cui-lti)}.cui-lsec+.cui-lsec{margin-top:var(--cui-lsg)}\
    .cui-lsec.cui-lsm{margin-block:var(--cui-smt) var(--cui-smb);margin-inline:var(--cui-sms) var(--cui-sme)}\
    .cui-lidx{position:sticky;top:50%;order:-1;flex:none;align-self:flex-end;height:0;min-height:0;z-index:2;\
    display:flex;flex-direction:column;justify-content:center;align-items:center;\
    margin-inline-end:calc(2px - var(--cui-lsi));font-size:11px;line-height:14px;font-weight:600}\
    .cui-lidx>a{display:block;padding:0 4px;color:var(--cui-c-accent);text-decoration:none}\
    .cui-lh{display:flex;flex-direction:column;align-items:flex-start;padding:0 16px 7px;text-transform:uppercase}\
    .cui-lhp{text-transform:none}\
    .cui-lf{display:flex;flex-direction:column;align-items:flex-start;padding:7px 16px 0}\
    .cui-lph{display:flex;flex-direction:column;align-items:flex-start;padding:8px 16px}\
    .cui-lh>.cui-sx,.cui-lf>.cui-sx,.cui-lph>.cui-sx{align-self:stretch}\
    .cui-lrows{list-style:none;background:var(--cui-card);border-radius:var(--cui-lrad);overflow:clip}\
    .cui-linset .cui-lrows,.cui-lplain .cui-lrows{background:none}\
    .cui-lrow{position:relative;box-sizing:border-box;min-height:var(--cui-lmh);\
    padding-block:var(--cui-rit) var(--cui-rib);padding-inline:var(--cui-ris) var(--cui-rie);justify-content:flex-start}\
    .cui-lsep::after{content:"";position:absolute;bottom:0;inset-inline-start:var(--cui-ris);inset-inline-end:0;\
    border-bottom:1px solid var(--cui-lsc);transform:scaleY(0.5);transform-origin:bottom}\
    .cui-lgrp .cui-lrows{position:relative}\
    .cui-lgrp .cui-lrows::before,.cui-lgrp .cui-lrows::after{content:"";position:absolute;inset-inline:0;z-index:1;\
    border-top:1px solid var(--cui-lsst,var(--cui-lsc));transform:scaleY(0.5);transform-origin:top;pointer-events:none}\
    .cui-lgrp .cui-lrows::before{top:0}\
    .cui-lgrp .cui-lrows::after{bottom:0;border-top:0;border-bottom:1px solid var(--cui-lssb,var(--cui-lsc));transform-origin:bottom}\
    .cui-lgrp .cui-lsnt::before,.cui-lgrp .cui-lsnb::after{content:none}\
    .cui-lrs .cui-lrows{display:flex;flex-direction:column;gap:var(--cui-lrg);background:none;border-radius:0;overflow:visible}\
    .cui-lrs .cui-lrow{background:var(--cui-card);border-radius:var(--cui-lrad);overflow:clip}\
    .cui-linset.cui-lrs .cui-lrow,.cui-lplain.cui-lrs .cui-lrow{background:none}\
    .cui-lbadge{display:flex;flex:none;align-items:center;margin-inline-start:auto;padding-inline-start:8px}\
    .cui-grid{display:grid;grid-template-columns:repeat(var(--cui-cols),auto);column-gap:var(--cui-hg);\
    row-gap:var(--cui-vg)}.cui-gr{display:contents}.cui-grid.cui-gfx{grid-template-columns:var(--cui-colt)}\
    .cui-full{grid-column:1/-1}.cui-span{grid-column:span var(--cui-span)}\
    .cui-lgv{display:grid;grid-template-columns:var(--cui-tracks);column-gap:var(--cui-hg);\
    row-gap:var(--cui-vg);align-content:start}\
    .cui-lgh{display:grid;grid-auto-flow:column;grid-template-rows:var(--cui-tracks);column-gap:var(--cui-hg);\
    row-gap:var(--cui-vg);justify-content:start}\
    .cui-stv{display:flex;gap:var(--cui-gap);align-items:stretch}.cui-stv.cui-stvv{flex-direction:column}\
    .cui-stvs{align-items:flex-start}.cui-stvc{align-items:center}.cui-stve{align-items:flex-end}\
    .cui-stvb{align-items:baseline}.cui-stvb2{align-items:last baseline}\
    .cui-stvfill>.cui-sx{align-self:stretch}\
    .cui-svgrow{flex-grow:1}.cui-svw{flex:var(--cui-wt) 1 0}.cui-stvsb{justify-content:space-between}\
    .cui-stvec{justify-content:space-between;padding-inline:var(--cui-ecs) var(--cui-ece)}\
    .cui-stvec.cui-stvv{padding-block:var(--cui-ecs) var(--cui-ece);padding-inline:0}\
    .cui-eca{display:flex;flex:none;justify-content:center;align-items:center;width:0;overflow:visible}\
    .cui-stvv>.cui-eca{width:auto;height:0;flex-direction:column}.cui-eca>*{flex:none}\
    .cui-layout{position:relative;width:var(--cui-w);height:var(--cui-h);flex:none}\
    .cui-abs{position:absolute;inset-inline-start:var(--cui-x);top:var(--cui-y);box-sizing:border-box}.cui-amw{max-width:var(--cui-amw)}\
    .cui-aw{min-width:var(--cui-w);width:max-content}\
    .cui-gbw{width:var(--cui-bw);min-width:var(--cui-bw);max-width:var(--cui-bw)}\
    .cui-gbh{height:var(--cui-bh);min-height:var(--cui-bh);max-height:var(--cui-bh)}\
    .cui-gs{align-self:flex-start;justify-self:start}.cui-gx{margin-inline-start:var(--cui-gx)}.cui-gy{margin-top:var(--cui-gy)}\
    .cui-gw{width:var(--cui-gw);min-width:var(--cui-gw);max-width:var(--cui-gw)}\
    .cui-gh{height:var(--cui-gh);min-height:var(--cui-gh);max-height:var(--cui-gh)}\
    .cui-gmw{max-width:var(--cui-gmw)}.cui-gmh{max-height:var(--cui-gmh)}\
    .cui-geo{position:relative;justify-items:start;align-items:start}\
    .cui-pos{container-type:size;min-width:10px;min-height:10px}\
    .cui-pos>:first-child{translate:calc(var(--cui-px) - 50cqw) calc(var(--cui-py) - 50cqh)}\
    .cui-g>.cui-gux,.cui-gr>.cui-gux{justify-self:stretch;width:0;min-width:100%}\
    .cui-g>.cui-guy,.cui-gr>.cui-guy{align-self:stretch;height:0;min-height:100%}\
    .cui-g>.cui-ganc,.cui-gr>.cui-ganc{justify-self:start;align-self:start;position:relative;inset-inline-start:calc(var(--cui-gax) * 100%);\
    top:calc(var(--cui-gay) * 100%);translate:calc(var(--cui-gax) * -100%) calc(var(--cui-gay) * -100%)}\
    .cui-g>.cui-ganc:dir(rtl),.cui-gr>.cui-ganc:dir(rtl){translate:calc(var(--cui-gax) * 100%) calc(var(--cui-gay) * -100%)}
    """

    static let leaves: StaticString = """
    .cui-t{display:block;white-space:pre-wrap;overflow-wrap:anywhere;text-align:start}\
    .cui-r{font-size:var(--cui-fs);line-height:var(--cui-lh);font-weight:var(--cui-fw);font-style:normal;\
    color:var(--cui-fg);text-decoration-color:var(--cui-dc,currentColor)}\
    .cui-gtext{background-image:var(--cui-grad);-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent}\
    .cui-i{font-style:italic}.cui-upper{text-transform:uppercase}.cui-lower{text-transform:lowercase}.cui-serif{font-family:"New York",ui-serif,Georgia,"DejaVu Serif",serif}\
    .cui-rounded{font-family:"SF Pro Rounded",ui-rounded,Nunito,-apple-system,sans-serif}\
    .cui-mono{font-family:"SF Mono",ui-monospace,Menlo,"DejaVu Sans Mono",monospace}\
    :where(a.cui-r,a.cui-tl){text-decoration-line:none;color:inherit}.cui-tbg{background-color:var(--cui-tbg)}\
    .cui-strike{text-decoration-line:line-through}.cui-under{text-decoration-line:underline}\
    .cui-strike.cui-under{text-decoration-line:line-through underline}\
    .cui-ddot{text-decoration-style:dotted}.cui-ddash{text-decoration-style:dashed}\
    .cui-lsp{display:flow-root}.cui-lsp::before,.cui-lsp::after{content:"";display:block;margin-top:calc(var(--cui-lsp)/-2)}\
    .cui-clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--cui-lines);overflow:hidden}\
    .cui-clamp.cui-lsp.cui-r{max-height:calc(var(--cui-lines)*var(--cui-lh) - var(--cui-lsp))}\
    .cui-msfm .cui-msf{white-space:pre}\
    .cui-tk{letter-spacing:var(--cui-tk)}.cui-tnum{font-variant-numeric:tabular-nums}.cui-bo{vertical-align:var(--cui-bo)}\
    .cui-msf.cui-r,.cui-msf .cui-r{font-size:calc(var(--cui-fs)*var(--cui-sc,1));line-height:calc(var(--cui-lh)*var(--cui-sc,1))}\
    .cui-msf.cui-tk,.cui-msf .cui-tk{letter-spacing:calc(var(--cui-tk)*var(--cui-sc,1))}\
    .cui-tac{text-align:center}.cui-tae{text-align:end}\
    .cui-sym{display:block;flex:none;width:1.2em;height:1.2em;font-size:var(--cui-fs);color:var(--cui-fg);fill:currentColor}\
    .cui-sym.cui-symr{width:auto;height:auto;min-width:0;min-height:0}\
    .cui-tsym{width:1em;height:1em;vertical-align:-.125em;fill:currentColor}.cui-timg{height:1em;vertical-align:-.125em}\
    .cui-symh>:nth-child(2){opacity:.5}.cui-symh>:nth-child(n+3){opacity:.25}\
    .cui-symp>:nth-child(2){fill:var(--cui-fg2)}.cui-symp>:nth-child(n+3){fill:var(--cui-fg3)}\
    .cui-symx{display:inline-flex;flex:none;align-items:center;gap:0.2em;font-size:var(--cui-fs);color:var(--cui-fg);\
    border:1px dashed currentColor;border-radius:4px;padding:0 0.2em;line-height:1.2}\
    .cui-symx>span{font-size:0.6em}\
    .cui-nohit{pointer-events:none}\
    .cui-img{display:block;max-width:100%}.cui-img.cui-sx,.cui-img.cui-sy{object-fit:fill}\
    .cui-tplw{display:grid}.cui-tplw.cui-sx>.cui-img{width:100%;object-fit:fill}.cui-tplw.cui-sy>.cui-img{height:100%;object-fit:fill}\
    .cui-tplf{flood-color:var(--cui-fg)}.cui-pix{image-rendering:pixelated}.cui-alias{shape-rendering:crispEdges}\
    .cui-r.cui-redact,.cui-sym.cui-redact,.cui-img.cui-redact{color:transparent;background:var(--cui-c-fill3);border-radius:4px;\
    -webkit-box-decoration-break:clone;box-decoration-break:clone}.cui-sym.cui-redact>*{visibility:hidden}\
    .cui-img.cui-redact{object-position:-99999px 0}\
    .cui-color{background:var(--cui-bgv)}\
    .cui-root .cui-mesh{background-size:100% 100%;background-repeat:no-repeat}\
    .cui-color.cui-meshd{position:relative}\
    .cui-color.cui-meshd::after{content:"";position:absolute;inset:0;border-radius:inherit;\
    background:var(--cui-md) 0 0/100% 100% no-repeat;opacity:var(--cui-dk)}\
    .cui-div{display:block;flex:none;border:0;background:var(--cui-sep);height:1px;align-self:stretch}\
    .cui-g>.cui-div{align-self:auto}\
    .cui-hs>.cui-div{width:1px;height:auto}.cui-vdiv{width:1px;height:auto;flex:1 1 auto;align-self:auto}\
    .cui-shape{position:relative;min-width:0;min-height:0}\
    .cui-shape>svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible}\
    .cui-stop{stop-color:var(--cui-sc)}\
    .cui-shape path,.cui-shape rect{fill:var(--cui-fill);stroke:var(--cui-stroke);stroke-width:var(--cui-sw);\
    vector-effect:non-scaling-stroke;stroke-dasharray:var(--cui-dash)}\
    .cui-trim>svg{container-type:size}.cui-trim rect{--cui-per:calc(200cqw + 200cqh + var(--cui-pc));\
    stroke-dasharray:calc(var(--cui-per)*var(--cui-tk)) var(--cui-per);stroke-dashoffset:calc(var(--cui-per)*var(--cui-tf)*-1)}\
    .cui-evenodd path{fill-rule:evenodd}\
    .cui-stf{transform-box:view-box;transform-origin:0 0;transform:var(--cui-stf)}\
    .cui-stcap>svg{container-type:size}\
    .cui-stcap rect{rx:max(0px,min(50cqw,50cqh) - var(--cui-sti,0px));ry:max(0px,min(50cqw,50cqh) - var(--cui-sti,0px))}\
    .cui-sti{x:var(--cui-sti);y:var(--cui-sti);width:calc(100% - 2 * var(--cui-sti));height:calc(100% - 2 * var(--cui-sti));\
    overflow:visible}.cui-sti>svg{display:block;width:100%;height:100%}\
    .cui-cssshape{background:var(--cui-fill);border-radius:var(--cui-rad)}\
    .cui-clipcircle{clip-path:circle(closest-side)}.cui-clipellipse{clip-path:ellipse(50% 50%)}\
    .cui-cssstroke{outline:var(--cui-sw) solid var(--cui-stroke);outline-offset:calc(var(--cui-sw) / -2);\
    border-radius:var(--cui-rad)}.cui-cssborder{outline-offset:calc(var(--cui-sw) * -1)}\
    .cui-cssunder{outline-width:calc(var(--cui-sw) / 2);outline-offset:0}\
    .cui-strokefirst path,.cui-strokefirst rect{paint-order:stroke}\
    .cui-unev{border-start-start-radius:var(--cui-rtl);border-start-end-radius:var(--cui-rtt);\
    border-end-end-radius:var(--cui-rbt);border-end-start-radius:var(--cui-rbl)}\
    .cui-bsh{box-shadow:var(--cui-bsh)}.cui-sfx{filter:var(--cui-shf)}.cui-tsh{text-shadow:var(--cui-tsh)}.cui-shfl{flood-color:var(--cui-fc)}\
    .cui-canvas{position:relative;min-width:0;min-height:0}.cui-canvas>svg{position:absolute;inset:0;width:100%;height:100%;overflow:hidden}
    """

    static let controls: StaticString = """
    .cui-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;background:none;border:0;\
    font:inherit;color:var(--cui-c-accent);cursor:pointer;text-align:center}\
    .cui-btn:disabled,.cui-switch:disabled,.cui-range:disabled{opacity:0.4;cursor:default}\
    .cui-link{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:var(--cui-c-accent)}\
    .cui-btn>.cui-sx,.cui-link>.cui-sx{flex:1 1 0}.cui-btn>.cui-sy,.cui-link>.cui-sy{align-self:stretch}\
    .cui-label{display:inline-flex;align-items:center;gap:var(--cui-lgap,8px)}\
    .cui-toggle{position:relative;display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:31px}\
    .cui-tl{display:flex;flex-direction:column;align-items:flex-start;flex:1 1 auto}\
    .cui-switch{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:51px;height:31px;\
    border:0;border-radius:16px;background:var(--cui-off);cursor:pointer;transition:background-color 0.2s}\
    .cui-switch::before{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;\
    background:#fff;box-shadow:0 3px 8px rgb(0 0 0 / 0.15),0 3px 1px rgb(0 0 0 / 0.06);transition:transform 0.2s}\
    .cui-switch[aria-checked=true],.cui-switch[data-on=true]{background:var(--cui-c-green)}\
    .cui-switch[aria-checked=true]::before,.cui-switch[data-on=true]::before{transform:translateX(20px)}\
    .cui-switch.cui-tint[aria-checked=true],.cui-switch.cui-tint[data-on=true]{background:var(--cui-tint)}\
    .cui-slider{position:relative;display:flex;align-items:center}\
    .cui-native{display:block;position:relative;box-sizing:border-box;width:100%;height:100%;min-width:0;min-height:0;margin:0;\
    padding:0;border:0;border-radius:inherit;background:none;color:transparent;font:inherit;appearance:none;-webkit-appearance:none;cursor:pointer}\
    .cui-native::-webkit-datetime-edit,.cui-native::-webkit-color-swatch-wrapper{opacity:0}\
    .cui-native::-webkit-calendar-picker-indicator{position:absolute;inset:0;width:auto;height:auto;margin:0;padding:0;opacity:0;cursor:pointer}\
    .cui-native:focus-visible{outline:2px solid var(--cui-c-accent);outline-offset:1px}.cui-native:disabled{cursor:default}\
    .cui-range{flex:1 1 auto;min-width:0;width:100%;accent-color:var(--cui-c-accent)}\
    .cui-ticks{position:absolute;inset:0;pointer-events:none}.cui-ticks~.cui-range{position:relative}\
    .cui-tick{position:absolute;top:11px;left:calc(8px + (100% - 16px)*var(--cui-at));width:2px;height:4px;margin-left:-1px;\
    border-radius:1px;background:var(--cui-label3)}\
    .cui-field{position:relative;display:flex;align-items:center;min-width:0}\
    .cui-toggle>.cui-sr,.cui-slider>.cui-sr,.cui-field>.cui-sr{top:0;inset-inline-start:0}\
    .cui-input{flex:1 1 auto;min-width:0;width:100%;height:var(--cui-lh);margin:0;padding:0;border:0;border-radius:0;\
    background:transparent;font:inherit;letter-spacing:inherit;line-height:var(--cui-lh);color:var(--cui-fg);caret-color:var(--cui-c-accent)}\
    .cui-input::placeholder,.cui-ph{color:var(--cui-label3);opacity:1}.cui-input.cui-tint{caret-color:var(--cui-tint)}\
    .cui-field.cui-rb{padding:6px 7px;border-radius:5px;background:var(--cui-bg);box-shadow:inset 0 0 0 1px var(--cui-sep)}\
    .cui-vfield,.cui-editor{align-items:stretch}.cui-area{display:block;box-sizing:border-box;height:auto;resize:none;field-sizing:content;\
    white-space:pre-wrap;overflow-wrap:break-word;scrollbar-width:none;min-height:calc(var(--cui-lh)*var(--cui-minl,1));\
    max-height:calc(var(--cui-lh)*var(--cui-maxl))}\
    .cui-editor:not(.cui-nobg){background:var(--cui-bg)}.cui-lrows .cui-editor:not(.cui-nobg){background:var(--cui-card)}\
    .cui-linset .cui-lrows .cui-editor:not(.cui-nobg),.cui-lplain .cui-lrows .cui-editor:not(.cui-nobg){background:var(--cui-bg)}\
    .cui-editor>.cui-area{padding:8px 5px;min-height:calc(var(--cui-lh) + 16px);max-height:none}\
    .cui-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.cui-sr .cui-t{white-space:pre}\
    .cui-progress{display:flex;flex-direction:column;align-items:stretch;gap:6px}\
    .cui-pcirc{align-items:center;gap:8px}.cui-pcirc>.cui-tl{align-items:center}\
    .cui-bar{display:block;width:100%;height:4px;-webkit-appearance:none;appearance:none;border:0;border-radius:2px;overflow:hidden;\
    background:var(--cui-off);--cui-tint:var(--cui-c-accent)}\
    .cui-range.cui-tint{accent-color:var(--cui-tint)}\
    .cui-bar::-webkit-progress-bar{background:var(--cui-off)}\
    .cui-bar::-webkit-progress-value{background:var(--cui-tint)}\
    .cui-bar::-moz-progress-bar{background:var(--cui-tint)}\
    .cui-bar:indeterminate::-moz-progress-bar{background:none}\
    .cui-spinner{display:block;flex:none;width:20px;height:20px;box-sizing:border-box;border-radius:50%;\
    border:2.5px solid var(--cui-label4);border-top-color:var(--cui-label2);animation:cui-spin 1s linear infinite}\
    .cui-spinner.cui-tint{border-top-color:var(--cui-tint)}\
    .cui-gauge{display:block;position:relative;min-width:0;min-height:0;--cui-gc:var(--cui-c-accent)}.cui-gauge.cui-tint{--cui-gc:var(--cui-tint)}\
    .cui-glin{border-radius:999px;background:var(--cui-off)}\
    .cui-gfill{position:absolute;inset-block:0;inset-inline-start:0;width:calc(var(--cui-gf)*100%);border-radius:inherit;background:var(--cui-gc)}\
    .cui-ggr>.cui-gfill{background:var(--cui-grad);background-size:calc(var(--cui-gi)*100%) 100%}\
    .cui-glin.cui-gmark{background:none}\
    .cui-glin.cui-gmark::before{content:"";position:absolute;inset:0;border-radius:inherit;background:var(--cui-gc);opacity:.35}\
    .cui-glin.cui-gmark.cui-ggr::before{background:var(--cui-grad);opacity:1}\
    span.cui-gknob{position:absolute;top:50%;inset-inline-start:calc(var(--cui-gf)*100%);width:10px;height:10px;margin-top:-5px;margin-inline-start:-5px;\
    box-sizing:border-box;border-radius:50%;background:var(--cui-label);border:2px solid var(--cui-bg)}\
    .cui-gring>svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible}\
    .cui-gring path{fill:none;stroke-width:10;stroke-linecap:round}.cui-gtrk{stroke:var(--cui-off)}.cui-gval{stroke:var(--cui-gs,var(--cui-gc))}\
    .cui-gmark .cui-gtrk{stroke:var(--cui-gs,var(--cui-gc));stroke-opacity:.35}.cui-gmark.cui-ggr .cui-gtrk{stroke-opacity:1}\
    circle.cui-gknob{fill:var(--cui-label);stroke:var(--cui-bg);stroke-width:3}\
    .cui-gmeter{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0}\
    @keyframes cui-spin{to{transform:rotate(360deg)}}\
    @media (prefers-reduced-motion:reduce){.cui-spinner{animation:none}.cui-switch,.cui-switch::before{transition:none}}
    """
}
